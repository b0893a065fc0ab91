#!/usr/bin/env python3
"""Writes classic_scores.txt: the score of every multiset of five six-sided dice in every box
of Classic Yahtzee, computed independently of the Rust engine straight from the box rules in
shared/seeds/000 (the thirteen boxes and their rules). The last column is the Full House under
the house rule that five of a kind also counts (seed 000, footnote 1).

Run: python3 classic_scores.py > classic_scores.txt
"""
from itertools import combinations_with_replacement
from collections import Counter

BOXES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "Three of a Kind",
         "Four of a Kind", "Full House", "Small Straight", "Large Straight", "Yahtzee", "Chance"]


def scores(dice):
    c = Counter(dice)
    total = sum(dice)
    kinds = sorted(c.values())
    s = set(dice)
    row = [face * c[face] for face in range(1, 7)]
    row.append(total if max(kinds) >= 3 else 0)
    row.append(total if max(kinds) >= 4 else 0)
    row.append(25 if kinds == [2, 3] else 0)
    small = any(set(run) <= s for run in ([1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]))
    row.append(30 if small else 0)
    large = s in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})
    row.append(40 if large else 0)
    row.append(50 if kinds == [5] else 0)
    row.append(total)
    row.append(25 if kinds in ([2, 3], [5]) else 0)
    return row


print("# dice | " + " | ".join(BOXES) + " | Full House (five of a kind counts)")
for dice in combinations_with_replacement(range(1, 7), 5):
    print("".join(map(str, dice)) + " " + " ".join(map(str, scores(dice))))
