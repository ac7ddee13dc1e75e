/**
 * A norm's check and forecast as messages of the one table (src/i18n/norms.ts), for the command
 * line and the sheet to render in their language.
 */
import { msg } from "../../../i18n/table";
import type { Message } from "../../../i18n/table";
import type { NormCheck } from "./check";
import type { Forecast } from "./forecast";

/** The verdict, the floor raised, the rounds left out, then each requirement. */
export function checkSaid(check: NormCheck, dropped: readonly number[]): Message[] {
  const title = check.title;
  const out: Message[] = [
    msg("normVerdict", {
      title,
      status: check.status,
      points: check.halfPoints / 2,
      games: check.games,
      average: check.average,
      performance: check.performance,
      normGames: check.normGames,
    }),
  ];
  if (check.raised !== undefined)
    out.push(msg("normRaised", { from: check.raised.from, to: check.raised.to }));
  if (check.credited > 0) out.push(msg("normCredited", {}));
  if (dropped.length > 0) out.push(msg("normDropped", { rounds: dropped }));
  for (const r of check.requirements) out.push(msg("normRequirement", { ...r, title }));
  return out;
}

/** The forecast of a title as one message. */
export function forecastSaid(title: string, f: Forecast): Message {
  if (f.kind === "achieved") return msg("normAchieved", { title });
  if (f.kind === "over") return msg("normOver", { title });
  if (f.kind === "needs") {
    const { remaining, points, field, average, titleHolders, titled, federations } = f;
    return msg("normNeeds", { title, remaining, points, field, average, titleHolders, titled, federations });
  }
  const r = f.reason;
  switch (r.why) {
    case "games":
      return msg("normImpossibleGames", { title, games: r.games, needed: r.needed });
    case "titled":
      return msg("normImpossibleTitled", { title, more: r.more, remaining: r.remaining });
    case "titleHolders":
      return msg("normImpossibleHolders", { title, more: r.more, remaining: r.remaining });
    case "federations":
      return msg("normImpossibleFederations", { title, more: r.more, remaining: r.remaining });
    case "ownFederation":
      return msg("normImpossibleOwn", { title, count: r.count, allowed: r.allowed });
    case "oneFederation":
      return msg("normImpossibleOne", { title, count: r.count, allowed: r.allowed });
    case "average":
      return msg("normImpossibleAverage", { title, average: r.average, needed: r.needed, field: r.field });
    case "points":
      return msg("normImpossiblePoints", { title, points: r.points, remaining: r.remaining });
  }
}
