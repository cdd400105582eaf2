/*
 * pu_verbs.h - POWERUP: every verb, one line each.
 *
 *   PU_VERB(name, usage, help, check, exec, flags)
 *
 * name, usage (the argument template) and help are what 'help', the
 * command line's completion and the man page show.  check and exec are
 * the verb's handler when it is an action of one's own turn: check reads
 * a const state and refuses naming the rule, or fills the struct pu_go
 * that exec then carries out (exec cannot fail).  check may be NULL (the
 * action is always accepted); exec NULL means the verb only answers a
 * decision, and its handler sits in that decision's entry in pu_pend.c.
 * flags (PU_VF_* in pu.h) say when else the verb may be used: by whoever
 * is asked (ANYTIME), by the player a decision asks (ASKED), defeated or
 * inside the GLITCH (ALWAYS, ABOARD), and what happens first (LETGO: a
 * carrier lets go; without AIR a BUGBUSTER in mid-jump lands first).
 *
 * To add a verb: write its check and exec (declared in pu_cmd.h with the
 * pu_check_fn / pu_exec_fn types), add one line here, and document it
 * in man/parts/powerup.6.  The order of the lines is the order 'help'
 * lists them in.
 *
 * pu_ops.c includes this file twice with PU_VERB defined differently
 * (once for the session's verb table, once for the dispatch table), so
 * it has no include guard.
 */
PU_VERB("move", "left|right|up|down", "move 1 square (1 AP): sideways (backwards = moonwalk), up or down a ladder or stairs", pu_move_check, pu_move_exec, PU_VF_LETGO)
PU_VERB("flip", "", "turn to face the other way (1 AP); the BUGMISTRESS in Kill the BUGMISTRESS: flip [X,Y] flips a tile", pu_flip_check, pu_flip_exec, 0)
PU_VERB("jump", "ahead|up|attack", "jump 2 squares ahead or 45 degrees up (2 AP, one attack allowed mid-jump), or jump-attack straight up (1 AP + the attack)", pu_jump_check, pu_jump_exec, PU_VF_LETGO)
PU_VERB("land", "", "come down after a jump without attacking", pu_land_check, pu_land_exec, PU_VF_AIR)
PU_VERB("midjump", "left|right", "Mid-Jump Action: 1 RP to shift a square sideways in the air, once a jump", pu_midjump_check, pu_midjump_exec, PU_VF_AIR)
PU_VERB("attack", "ahead|up|down|upahead|downahead [assist NAME]", "melee attack the enemy next to you (1 AP); a partner in position may assist for 1 RP", pu_attack_check, pu_attack_exec, PU_VF_AIR)
PU_VERB("shoot", "ahead|up|down|upahead|downahead [ammo N] [rp N] [assist NAME]", "ranged attack along your line of shot (1 AP, 1 ammo)", pu_shoot_check, pu_shoot_exec, PU_VF_AIR | PU_VF_ABOARD)
PU_VERB("revive", "NAME", "revive a defeated partner next to you (2 AP)", pu_revive_check, pu_revive_exec, 0)
PU_VERB("rest", "", "recover 1 reaction point (1 AP)", pu_rest_check, pu_rest_exec, PU_VF_ABOARD)
PU_VERB("give", "NAME coins N|ammo N|ITEM", "hand coins, ammo or equipment to a partner next to you (1 AP)", pu_give_check, pu_give_exec, 0)
PU_VERB("pickup", "", "pick up the ally or drum ahead of you (1 AP)", pu_pickup_check, pu_pickup_exec, 0)
PU_VERB("throw", "[GRENADE]", "throw what you carry (melee roll = distance), or throw a grenade (1 AP)", pu_throw_check, pu_throw_exec, 0)
PU_VERB("gate", "N", "travel from a gateway to gateway N (1 AP); it closes behind you", pu_gate_check, pu_gate_exec, PU_VF_LETGO)
PU_VERB("npc", "N left|right|up|down", "move VIP N (2 moves a turn, free)", pu_npc_check, pu_npc_exec, PU_VF_ALWAYS)
PU_VERB("board", "", "board or leave the GLITCH next to you (1 AP)", pu_board_check, pu_board_exec, PU_VF_LETGO | PU_VF_ABOARD)
PU_VERB("fly", "left|right|up|down", "pilot the GLITCH 2 squares (1 AP)", pu_fly_check, pu_fly_exec, PU_VF_ABOARD)
PU_VERB("buy", "1-4|ammo|life|reset|powerup", "buy at the POWERUP store", NULL, NULL, 0)
PU_VERB("sell", "ITEM", "sell equipment at the store for half its price", NULL, NULL, 0)
PU_VERB("equip", "ITEM", "equip a weapon or armour you carry (one per category)", pu_equip_check, pu_equip_exec, PU_VF_ALWAYS)
PU_VERB("done", "", "close the store", NULL, NULL, 0)
PU_VERB("play", "N", "play POW! card N of your hand (Special: your turn; Trick: any time)", pu_play_check, pu_play_exec, PU_VF_ALWAYS | PU_VF_ASKED)
PU_VERB("trick", "NAME N", "let partner NAME play their Trick card N now (Tricks: any time)", pu_trick_check, pu_play_exec, PU_VF_ANYTIME)
PU_VERB("trade", "NAME give|take N", "after an Assemble card: move POW! card N to or from a partner's hand (free)", pu_trade_check, pu_trade_exec, PU_VF_ALWAYS)
PU_VERB("copy", "", "play Copycat (2 RP): keep a copy of the POW! card a partner just played", NULL, NULL, 0)
PU_VERB("epic", "", "discard four POW! cards spelling E-P-I-C and go EPIC until your next turn", pu_epic_check, pu_epic_exec, PU_VF_ALWAYS)
PU_VERB("continue", "NAME", "pay the CONTINUE cost to bring a defeated BUGBUSTER back", pu_continue_check, pu_continue_exec, PU_VF_ALWAYS)
PU_VERB("react", "ACTION | roll N", "an action paid in reaction points: when a BUG acts (its speed first), or in your turn once your actions run out", pu_react_own_check, pu_react_own_exec, PU_VF_ALWAYS)
PU_VERB("pass", "", "let an ally pass, or let a reaction window go", NULL, NULL, 0)
PU_VERB("push", "", "let the ally moving into you push you along", NULL, NULL, 0)
PU_VERB("side", "left|right", "choose where a push sends the figure", NULL, NULL, 0)
PU_VERB("face", "left|right", "choose your facing after a fall or a door", NULL, NULL, 0)
PU_VERB("discard", "N", "discard POW! card N (hand limit 4)", NULL, NULL, 0)
PU_VERB("order", "NAME", "choose which BUGBUSTER plays next", NULL, NULL, 0)
PU_VERB("end", "", "end your turn (unused actions are lost)", NULL, pu_end_exec, PU_VF_ALWAYS)
PU_VERB("go", "", "start the game: the BUGs take the first turn", NULL, NULL, 0)
PU_VERB("pay", "N...", "BUGMISTRESS: discard BUG cards for their SPAWN points (before the spawn)", NULL, NULL, 0)
PU_VERB("activate", "BUG", "BUGMISTRESS: spend SPAWN points to turn a BUG sheet face up", NULL, NULL, 0)
PU_VERB("spawn", "BUG [N]", "BUGMISTRESS: spend SPAWN points to release a BUG from BURP N", NULL, NULL, 0)
PU_VERB("bug", "N flip|move DIR|jump ahead|up|attack DIR|shoot DIR", "BUGMISTRESS: an action of BUG N (advance or flip 1, jump 2, attack 1)", NULL, NULL, 0)
PU_VERB("ability", "ID", "choose a profession ability (at the start), or turn the sheet at a POWERUP", NULL, NULL, 0)
PU_VERB("heal", "[NAME]", "an ability that heals: you or a partner next to you get lives back (its AP cost, once a turn; no NAME: the most hurt, key H)", pu_heal_check, pu_heal_exec, 0)
PU_VERB("build", "", "an engineering ability: build the machine-gun turret (house AP cost), loaded with your ammo (key B)", pu_build_check, pu_build_exec, 0)
PU_VERB("turret", "[left|right|up|down|upleft|upright|downleft|downright]", "fire your machine-gun turret (no AP; also when a decision asks you): 1 ammo, range 6; no direction: the nearest target (key T)", pu_turret_check, pu_turret_exec, PU_VF_ASKED | PU_VF_AIR)
PU_VERB("place", "powerup|chip V|drum|robot|bugbuster X,Y", "Deathmatch free set-up: place the piece the set-up asks for on square X,Y (a chip by its value V)", NULL, NULL, 0)
PU_VERB("aim", "X,Y", "Deathmatch free set-up: move the cursor to square X,Y (the arrows do it)", NULL, NULL, 0)
