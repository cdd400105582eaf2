# args: powerup --seed 7 --players ray --scenario cb-react.ini
# info in a reaction window (issue 12): the BIGBUG that came next to RAY
# and attacks him, its sheet and how it stands, and what reacting costs
# (its speed first, then the action's AP in RP); a highlighted reaction
# tells the blow it would strike (react attack ahead: the BIGBUG's sheet).
go
end
info
info react attack ahead
react move left
done
