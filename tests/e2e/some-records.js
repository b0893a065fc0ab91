// Stored records for the records dialog's tests: enough games for both charts to draw.

/** Classic records: long names, a 16-digit game number, scores from 150 to 375 over a month. */
export function someRecords() {
  const rules = {
    variant: 'Classic',
    options: { joker: 'Forced', five_of_a_kind_full_house: false, yahtzee_bonus: true },
  };
  const names = ['Maximiliana-Theodora', 'You', 'Bjørn', 'Åsa-Kristin Lindqvist'];
  return [150, 212, 254, 301, 375, 233, 268, 199].map((score, i) => ({
    name: names[i % names.length],
    player: 0,
    seed: i === 0 ? 9007199254740991 : 1000 + i,
    rules,
    date: `2025-03-${String(10 + i * 2).padStart(2, '0')}T10:20:30.000Z`,
    score,
    upper_bonus: i % 2 === 0,
    yahtzees: i % 3,
    mean_loss: null,
  }));
}
