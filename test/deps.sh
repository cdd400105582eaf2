#!/bin/sh
# Install the Debian packages given as arguments that are not installed yet.
# Uses sudo when not root and says what it installs.
missing=""
for p in "$@"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
	echo "tabletty needs these packages:$missing (install them with your package manager)" >&2
	exit 1
fi
echo "Installing Debian packages:$missing"
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update -qq && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing
