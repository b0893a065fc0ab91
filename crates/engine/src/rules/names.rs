//! The names of the boxes: each a [`BoxName`], one value for every box of every game that
//! shares its name. The page says each in the player's language by a `match` (no table of
//! strings to search, and a new name cannot go without its words); the command line and the
//! tests use its English.

/// A box's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoxName {
    /// Ones.
    Ones,
    /// Twos.
    Twos,
    /// Threes.
    Threes,
    /// Fours.
    Fours,
    /// Fives.
    Fives,
    /// Sixes.
    Sixes,
    /// Sevens.
    Sevens,
    /// One Pair.
    OnePair,
    /// Two Pairs.
    TwoPairs,
    /// Three Pairs.
    ThreePairs,
    /// Three of a Kind.
    ThreeOfAKind,
    /// Four of a Kind.
    FourOfAKind,
    /// Five of a Kind.
    FiveOfAKind,
    /// Full House.
    FullHouse,
    /// Small Straight.
    SmallStraight,
    /// Large Straight.
    LargeStraight,
    /// Little Straight.
    LittleStraight,
    /// Big Straight.
    BigStraight,
    /// Straight.
    Straight,
    /// Full Straight.
    FullStraight,
    /// Chance.
    Chance,
    /// Choice.
    Choice,
    /// Yahtzee.
    Yahtzee,
    /// Yatzy.
    Yatzy,
    /// Yacht.
    Yacht,
    /// Kismet.
    Kismet,
    /// Maxi Yatzy.
    MaxiYatzy,
    /// Flush.
    Flush,
    /// Two Pair Same Colour.
    TwoPairSameColour,
    /// Full House Same Colour.
    FullHouseSameColour,
    /// Villa.
    Villa,
    /// Tower.
    Tower,
}

impl BoxName {
    /// The name in English, as the rule books print it.
    pub fn english(self) -> &'static str {
        match self {
            BoxName::Ones => "Ones",
            BoxName::Twos => "Twos",
            BoxName::Threes => "Threes",
            BoxName::Fours => "Fours",
            BoxName::Fives => "Fives",
            BoxName::Sixes => "Sixes",
            BoxName::Sevens => "Sevens",
            BoxName::OnePair => "One Pair",
            BoxName::TwoPairs => "Two Pairs",
            BoxName::ThreePairs => "Three Pairs",
            BoxName::ThreeOfAKind => "Three of a Kind",
            BoxName::FourOfAKind => "Four of a Kind",
            BoxName::FiveOfAKind => "Five of a Kind",
            BoxName::FullHouse => "Full House",
            BoxName::SmallStraight => "Small Straight",
            BoxName::LargeStraight => "Large Straight",
            BoxName::LittleStraight => "Little Straight",
            BoxName::BigStraight => "Big Straight",
            BoxName::Straight => "Straight",
            BoxName::FullStraight => "Full Straight",
            BoxName::Chance => "Chance",
            BoxName::Choice => "Choice",
            BoxName::Yahtzee => "Yahtzee",
            BoxName::Yatzy => "Yatzy",
            BoxName::Yacht => "Yacht",
            BoxName::Kismet => "Kismet",
            BoxName::MaxiYatzy => "Maxi Yatzy",
            BoxName::Flush => "Flush",
            BoxName::TwoPairSameColour => "Two Pair Same Colour",
            BoxName::FullHouseSameColour => "Full House Same Colour",
            BoxName::Villa => "Villa",
            BoxName::Tower => "Tower",
        }
    }
}

impl std::fmt::Display for BoxName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.english())
    }
}
