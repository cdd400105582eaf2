#!/bin/sh
# Purity at link level (DESIGN.md contract 1).  The compiled objects of
# src/core and src/games may call, outside themselves, only the
# libc functions of the allowlist below (memory, strings, formatting into
# buffers, sorting) and inih's parser (which reads from memory through a
# callback here); and they may hold no writable global: no symbol in .data
# or .bss (.data.rel.ro, tables of constant pointers, is read-only).
# So fread, open, clock_gettime, getenv, rand, exit, a static counter ...
# all fail here, whatever the source looks like.
#   usage: test/purity.sh BUILD     (prints what is wrong; status 1 then)
BUILD=${1:-build}
objs=$(find "$BUILD/src/core" "$BUILD/src/games" -name '*.o' 2>/dev/null | sort)
ncore=$(echo "$objs" | grep -c '/src/core/')
ngames=$(echo "$objs" | grep -c '/src/games/')
if [ "$ncore" -eq 0 ] || [ "$ngames" -eq 0 ]; then
	echo "no objects of src/core or src/games under $BUILD (build first)"
	exit 1
fi
ALLOW="calloc free malloc realloc qsort bsearch abs labs
memchr memcmp memcpy memmove memset
strcasecmp strncasecmp strchr strrchr strcmp strncmp strcspn strspn strpbrk strstr
strlen strnlen strtok_r strtol strtoul strtoll strtoull
snprintf vsnprintf sscanf __isoc99_sscanf
__ctype_b_loc __ctype_tolower_loc __ctype_toupper_loc
__assert_fail __stack_chk_fail
ini_parse_stream"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tabletty-purity.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# shellcheck disable=SC2086
nm --defined-only $objs | awk 'NF == 3 { print $3 }' | sort -u >"$tmp/def"
echo "$ALLOW" | tr ' ' '\n' | grep . | sort -u >"$tmp/allow"
status=0
# shellcheck disable=SC2086
nm -A -u $objs | awk 'NF == 3 { print $3, $1 }' | sort -u >"$tmp/und"
# sanitizer builds call their runtime, and the GOT is the linker's: not
# the program's doing
grep -vE '^(__(asan|ubsan|sanitizer|lsan|msan)_|_GLOBAL_OFFSET_TABLE_ )' "$tmp/und" | while read -r sym obj; do
	grep -qx "$sym" "$tmp/def" && continue
	grep -qx "$sym" "$tmp/allow" && continue
	echo "${obj%:} calls $sym (not in test/purity.sh's allowlist)"
done >"$tmp/calls"
if [ -s "$tmp/calls" ]; then cat "$tmp/calls"; status=1; fi
# objdump -t: "ADDR FLAGS SECTION SIZE NAME"; ASan's own globals are skipped
# shellcheck disable=SC2086
objdump -t $objs | awk '
	/^.*\.o: / { obj = $1; sub(/:$/, "", obj) }
	$0 ~ /[ \t](\.data|\.bss|\.tdata|\.tbss|\*COM\*)/ && $0 !~ /\.data\.rel\.ro/ {
		name = $NF; sec = ""
		for (i = 1; i <= NF; i++) if ($i ~ /^(\.data|\.bss|\.tdata|\.tbss|\*COM\*)/) sec = $i
		if (name == sec || name ~ /^(\.|__asan|___asan|__odr_asan|__ubsan)/) next
		print obj " holds a writable global " name " (" sec ")"
	}' >"$tmp/data"
if [ -s "$tmp/data" ]; then cat "$tmp/data"; status=1; fi
exit $status
