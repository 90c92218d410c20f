#!/bin/sh
# make-bank.sh - writes the starter bank, one NAME.bank a kind (bank.h), with
# the program's own --generate --puzzles, and keeps only what make test
# checks: a puzzle of the level asked (the generator's word on stderr and
# --grade's), even (every row, column and box of each grid holds at least
# half the mean of its kind; 25x25 maximal: none empty). `make bank` runs it.
#   usage: make-bank.sh BIN DIR [COUNT]   (COUNT puzzles a kind, default 4)
# The seeds are fixed, so the same generator writes the same bank.
set -eu
BIN=$1
DIR=$2
COUNT=${3:-4}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# the player's own files are neither read nor written
export XDG_CACHE_HOME="$tmp/cache" XDG_DATA_HOME="$tmp/data"
version=$("$BIN" --version | head -1)

# even K G < one-line puzzle: exit 0 when every unit holds at least half the
# mean of its kind (MIN1=1: only none empty)
even() {
    awk -F, -v K="$1" -v G="$2" -v MIN1="$3" '{
        n = K * K; total = 0
        for (c = 0; c < NF; c++) {
            if ($(c + 1) == 0) continue
            g = int(c / (n * n)); r = int((c % (n * n)) / n); col = c % n
            b = int(r / K) * K + int(col / K)
            row[g, r]++; cl[g, col]++; box[g, b]++; total++
        }
        least = total
        for (g = 0; g < G; g++) for (i = 0; i < n; i++) {
            if (row[g, i] + 0 < least) least = row[g, i] + 0
            if (cl[g, i] + 0 < least) least = cl[g, i] + 0
            if (box[g, i] + 0 < least) least = box[g, i] + 0
        }
        ok = MIN1 ? least >= 1 : least >= 1 && least * 2 * G * n >= total
        exit ok ? 0 : 1
    }'
}

mkdir -p "$DIR"
kind=0
for k in 3 4 5; do
    for grids in pair single; do
        for level in easy medium hard fiendish maximal; do
            kind=$((kind + 1))
            single=""
            G=2
            if [ "$grids" = single ]; then single=--single; G=1; fi
            sym=-rotate2 # the levels' own symmetry (gen.h); maximal has none
            if [ "$level" = maximal ]; then sym=""; fi
            min1=0
            if [ "$k" = 5 ] && [ "$level" = maximal ]; then min1=1; fi
            name="k$k-$grids-$level$sym"
            seed=$((kind * 1000))
            got=0
            rounds=0
            body="$tmp/body"
            : >"$body"
            while [ "$got" -lt "$COUNT" ] && [ "$rounds" -lt 6 ]; do
                # each round four times the last: few 9x9 maximal pairs are even
                n=$(((COUNT - got + 2) << (2 * rounds)))
                args="--k $k ${single:+$single }--difficulty $level --generate --puzzles $n --seed $seed --one-line"
                # shellcheck disable=SC2086
                "$BIN" $args --solution "$tmp/s" >"$tmp/p" 2>"$tmp/e"
                echo "# $version: $args --solution FILE" >>"$body"
                i=0
                while IFS= read -r line && [ "$got" -lt "$COUNT" ]; do
                    s=$((seed + i))
                    i=$((i + 1))
                    if grep -q "seed $s: found no" "$tmp/e"; then continue; fi
                    if ! printf '%s\n' "$line" | even "$k" "$G" "$min1"; then continue; fi
                    if [ "$level" != maximal ]; then
                        # shellcheck disable=SC2086
                        graded=$(printf '%s\n' "$line" | "$BIN" --k "$k" $single --grade /dev/stdin |
                            sed -n 's/^level: //p')
                        if [ "$graded" != "$level" ]; then continue; fi
                    fi
                    # shellcheck disable=SC2086
                    code=$(printf '%s\n' "$line" | "$BIN" --k "$k" $single --code /dev/stdin)
                    # shellcheck disable=SC2086
                    sol=$(sed -n "${i}p" "$tmp/s" | "$BIN" --k "$k" $single --code /dev/stdin)
                    printf '# seed %s\n%s %s\n' "$s" "$code" "$sol" >>"$body"
                    got=$((got + 1))
                done <"$tmp/p"
                seed=$((seed + n))
                rounds=$((rounds + 1))
            done
            if [ "$got" -eq 0 ]; then
                rm -f "$DIR/$name.bank"
                echo "$name: none kept"
                continue
            fi
            { printf 'sudokupair-tui starter bank\nkind %s\n' "$name"; cat "$body"; } >"$DIR/$name.bank.new"
            mv "$DIR/$name.bank.new" "$DIR/$name.bank"
            echo "$name: $got"
        done
    done
done
