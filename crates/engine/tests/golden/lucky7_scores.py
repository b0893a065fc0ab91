#!/usr/bin/env python3
"""Writes the Lucky7 golden tables, computed independently of the Rust engine straight from the
rules of seed 003: five seven-sided dice; upper section Ones to Sevens; lower section as Classic
(Three and Four of a Kind: total; Full House 25; Small Straight: four in a row, 30; Large
Straight: five in a row, 40; Yahtzee: five alike, 50; Chance: total), where runs may use any
faces from 1 to 7.

python3 lucky7_scores.py > lucky7_scores.txt
    every multiset of five dice (462) in every box; the last column is the Full House under the
    house rule that five of a kind also counts.
python3 lucky7_scores.py --wild > lucky7_wild.txt
    the marked die shows its wild 7 and may count as any face from 1 to 7: for every multiset of
    the four other dice (210), the best score each box can get by choosing the wild face.

Run: see above.
"""
import sys
from itertools import combinations_with_replacement
from collections import Counter

BOXES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Three of a Kind",
         "Four of a Kind", "Full House", "Small Straight", "Large Straight", "Yahtzee", "Chance"]
FACES = range(1, 8)


def has_run(s, length):
    return any(all(f in s for f in range(low, low + length)) for low in range(1, 9 - length))


def scores(dice):
    c = Counter(dice)
    total = sum(dice)
    kinds = sorted(c.values())
    s = set(dice)
    row = [face * c[face] for face in FACES]
    row.append(total if max(kinds) >= 3 else 0)
    row.append(total if max(kinds) >= 4 else 0)
    row.append(25 if kinds == [2, 3] else 0)
    row.append(30 if has_run(s, 4) else 0)
    row.append(40 if has_run(s, 5) else 0)
    row.append(50 if kinds == [5] else 0)
    row.append(total)
    row.append(25 if kinds in ([2, 3], [5]) else 0)
    return row


if "--wild" in sys.argv:
    print("# four other dice | best score with the wild die counted as any face 1-7: "
          + " | ".join(BOXES))
    for others in combinations_with_replacement(FACES, 4):
        best = [max(col) for col in zip(*(scores(others + (w,))[:14] for w in FACES))]
        print("".join(map(str, others)) + " " + " ".join(map(str, best)))
else:
    print("# dice | " + " | ".join(BOXES) + " | Full House (five of a kind counts)")
    for dice in combinations_with_replacement(FACES, 5):
        print("".join(map(str, dice)) + " " + " ".join(map(str, scores(dice))))
