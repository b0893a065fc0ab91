#!/usr/bin/env python3
"""Writes yatzy_scores.txt: the score of every multiset of five six-sided dice in every box of
Scandinavian Yatzy, computed independently of the Rust engine straight from the rules in the
issue: Ones to Sixes (the sum of that face); One Pair (the sum of the highest pair); Two Pairs
(two pairs of different faces, the sum of those four dice); Three and Four of a Kind (the sum of
the three or four matching dice only); Small Straight 1-2-3-4-5 (15); Large Straight 2-3-4-5-6
(20); Full House (three of one face and two of another, the sum of all five); Chance (the sum);
Yatzy (five alike, 50). The last two columns are the house rules: Two Pairs when four (or five)
of a kind also counts (the sum of four of the dice alike), and Full House when five of a kind
also counts.

Run: python3 yatzy_scores.py > yatzy_scores.txt
"""
from itertools import combinations_with_replacement
from collections import Counter

BOXES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "One Pair", "Two Pairs",
         "Three of a Kind", "Four of a Kind", "Small Straight", "Large Straight", "Full House",
         "Chance", "Yatzy"]


def of_a_kind(c, n):
    faces = [face for face in c if c[face] >= n]
    return n * max(faces) if faces else 0


def two_pairs(c, four_counts):
    pairs = sorted((face for face in c if c[face] >= 2), reverse=True)
    if len(pairs) >= 2:
        return 2 * pairs[0] + 2 * pairs[1]
    if four_counts:
        four = [face for face in c if c[face] >= 4]
        if four:
            return 4 * four[0]
    return 0


def scores(dice):
    c = Counter(dice)
    total = sum(dice)
    kinds = sorted(c.values())
    row = [face * c[face] for face in range(1, 7)]
    row.append(of_a_kind(c, 2))
    row.append(two_pairs(c, False))
    row.append(of_a_kind(c, 3))
    row.append(of_a_kind(c, 4))
    row.append(15 if sorted(dice) == [1, 2, 3, 4, 5] else 0)
    row.append(20 if sorted(dice) == [2, 3, 4, 5, 6] else 0)
    row.append(total if kinds == [2, 3] else 0)
    row.append(total)
    row.append(50 if kinds == [5] else 0)
    row.append(two_pairs(c, True))
    row.append(total if kinds in ([2, 3], [5]) else 0)
    return row


print("# dice | " + " | ".join(BOXES)
      + " | Two Pairs (four of a kind counts) | Full House (five of a kind counts)")
for dice in combinations_with_replacement(range(1, 7), 5):
    print("".join(map(str, dice)) + " " + " ".join(map(str, scores(dice))))
