#!/usr/bin/env python3
"""Writes yacht_scores.txt: the score of every multiset of five six-sided dice in every box of
Yacht, computed independently of the Rust engine straight from the box rules in the issue:
twelve boxes, no bonuses: Ones to Sixes, Full House (total of the dice), Four of a Kind (total of
the four matching dice), Little Straight 1-2-3-4-5 (30), Big Straight 2-3-4-5-6 (30), Choice
(total), Yacht (50). The last column is the Full House under the house rule that five of a kind
also counts.

Run: python3 yacht_scores.py > yacht_scores.txt
"""
from itertools import combinations_with_replacement
from collections import Counter

BOXES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "Full House", "Four of a Kind",
         "Little Straight", "Big Straight", "Choice", "Yacht"]


def scores(dice):
    c = Counter(dice)
    total = sum(dice)
    kinds = sorted(c.values())
    row = [face * c[face] for face in range(1, 7)]
    row.append(total if kinds == [2, 3] else 0)
    four = [face for face in c if c[face] >= 4]
    row.append(4 * four[0] if four else 0)
    row.append(30 if sorted(dice) == [1, 2, 3, 4, 5] else 0)
    row.append(30 if sorted(dice) == [2, 3, 4, 5, 6] else 0)
    row.append(total)
    row.append(50 if kinds == [5] else 0)
    row.append(total if kinds in ([2, 3], [5]) else 0)
    return row


print("# dice | " + " | ".join(BOXES) + " | Full House (five of a kind counts)")
for dice in combinations_with_replacement(range(1, 7), 5):
    print("".join(map(str, dice)) + " " + " ".join(map(str, scores(dice))))
