/** A minimal pairgoth `.tour` (model/Tournament.kt's JSON) with two players and one game, and `extra`. */
export const tour = (extra: Record<string, unknown>): string =>
  JSON.stringify({
    type: "INDIVIDUAL",
    name: "Mini",
    players: [
      { id: 1, name: "Kis", firstname: "Ede", rank: 0 },
      { id: 2, name: "Nagy", firstname: "Ida", rank: -5 },
    ],
    games: [[{ id: 1, t: 1, w: 1, b: 2, h: 0, r: "w" }]],
    ...extra,
  });
