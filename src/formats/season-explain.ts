/**
 * The explain view said (issue 26, D175–D177): the core's explained player
 * (src/core/season/explain*.ts) as lines of messages, each with its depth, rendered as the command
 * line's text (`season --explain`), as nested lists for the page's details, or as JSON with the
 * rules' figures as decimals (Jp from thousandths). Every word from src/i18n/season-explain.ts.
 */
import type { MgszExplained } from "../core/season/explain";
import type { FideExplained } from "../core/season/explain-fide";
import type { MahjongExplained } from "../core/season/explain-mahjong";
import { type Language } from "../i18n/language";
import { type Message, msg, render } from "../i18n/table";
import { escapeHtml } from "./standings-html";

/** A line of the view: its message and how deep it sits (0 a tournament or period, 1 its parts). */
export interface ExplainLine {
  readonly depth: 0 | 1 | 2;
  readonly text: Message;
}

function mgszLines(x: MgszExplained): ExplainLine[] {
  return x.steps.flatMap((s): ExplainLine[] => [
    {
      depth: 0,
      text: msg("explainMgszStep", {
        end: s.end,
        event: s.event,
        file: s.file,
        multiplier: s.multiplier,
        before: s.ratingBefore,
        rankBefore: s.rankBefore,
        after: s.ratingAfter,
        rankAfter: s.rankAfter,
      }),
    },
    ...s.games.map((g): ExplainLine => ({ depth: 1, text: msg("explainMgszGame", { ...g }) })),
    ...(s.parts.length > 1
      ? s.parts.map((q): ExplainLine => ({
          depth: 1,
          text: msg("explainMgszPart", {
            firstRound: q.firstRound,
            lastRound: q.lastRound,
            before: q.ratingBefore,
            sumJp: q.sumJp,
            change: q.change,
            after: q.ratingAfter,
          }),
        }))
      : []),
    {
      depth: 1,
      text: msg("explainMgszSum", { sumJp: s.sumJp, multiplier: s.multiplier, change: s.change }),
    },
  ]);
}

function fideLines(x: FideExplained): ExplainLine[] {
  return x.periods.flatMap((p): ExplainLine[] => {
    const head: ExplainLine = {
      depth: 0,
      text: msg("explainFidePeriod", {
        period: p.period,
        files: p.files.join(", "),
        rules: p.rules,
        before: p.ratingBefore,
        k: p.k,
        kBase: p.kBase,
        kSource: p.kSource,
        n: p.n,
      }),
    };
    const events = p.events.flatMap((e): ExplainLine[] => [
      {
        depth: 1,
        text: msg("explainFideEvent", {
          event: e.event,
          file: e.file,
          n: e.n,
          w: e.w,
          we: e.we,
          wMinusWe: e.wMinusWe,
          change: e.change,
        }),
      },
      ...e.games.map((g): ExplainLine => ({ depth: 2, text: msg("explainFideGame", { ...g }) })),
    ]);
    const k = p.k;
    const { changeExact, change, ratingBefore, ratingAfter } = p;
    const sum: ExplainLine[] =
      k !== null && changeExact !== null && change !== null && ratingBefore !== null && ratingAfter !== null
        ? [
            {
              depth: 1,
              text: msg("explainFideSum", {
                wMinusWe: p.wMinusWe,
                k,
                changeExact,
                change,
                before: ratingBefore,
                after: ratingAfter,
              }),
            },
          ]
        : [];
    const first: ExplainLine[] =
      p.first === null ? [] : [{ depth: 1, text: msg("explainFideFirst", { ...p.first }) }];
    return [head, ...events, ...sum, ...first];
  });
}

function mahjongLines(x: MahjongExplained): ExplainLine[] {
  return x.releases.flatMap((r): ExplainLine[] => [
    {
      depth: 0,
      text: msg("explainMahjongRelease", {
        release: r.release,
        place: r.place,
        level: r.level,
        eu: r.eu,
        t5: r.t5,
        rating: r.rating,
      }),
    },
    ...r.tournaments.map((t): ExplainLine => ({ depth: 1, text: msg("explainMahjongTournament", { ...t }) })),
  ]);
}

/** What the view says of one player: its heading, its lines (never none) and its JSON. */
export interface ExplainView {
  readonly heading: Message;
  readonly lines: readonly ExplainLine[];
  readonly json: object;
}

const orNothing = (lines: ExplainLine[]): ExplainLine[] =>
  lines.length === 0 ? [{ depth: 0, text: msg("explainNothing", {}) }] : lines;

/** MGSZ's view; its JSON gives Jp and ΣJp as decimals (the core keeps thousandths, D7). */
export function mgszView(x: MgszExplained): ExplainView {
  return {
    heading: msg("explainPlayer", { name: x.name, id: x.id, rating: x.rating, rank: x.rank }),
    lines: orNothing(mgszLines(x)),
    json: {
      ...x,
      steps: x.steps.map((s) => ({
        ...s,
        sumJp: s.sumJp / 1000,
        games: s.games.map((g) => ({ ...g, jp: g.jp / 1000 })),
        parts: s.parts.map((q) => ({ ...q, sumJp: q.sumJp / 1000 })),
      })),
    },
  };
}

export function fideView(x: FideExplained): ExplainView {
  return {
    heading: msg("explainPlayer", { name: x.name, id: x.id, rating: x.rating, rank: null }),
    lines: orNothing(fideLines(x)),
    json: x,
  };
}

/** Mahjong's view, headed by the player's rating and level at the last release. */
export function mahjongView(x: MahjongExplained): ExplainView {
  const last = x.releases[x.releases.length - 1];
  return {
    heading: msg("explainPlayer", {
      name: x.name,
      id: null,
      rating: last?.rating ?? null,
      rank: last?.level ?? null,
    }),
    lines: orNothing(mahjongLines(x)),
    json: x,
  };
}

/** The command line's text: the heading, then each line indented by its depth. */
export function explainText(v: ExplainView, lang: Language): string {
  const lines = v.lines.map((l) => `${"  ".repeat(l.depth + 1)}${render(l.text, lang)}`);
  return `${[render(v.heading, lang), ...lines].join("\n")}\n`;
}

/** The page's details: the lines as nested lists (valid XML, every text escaped). */
export function explainHtml(v: ExplainView, lang: Language): string {
  const out: string[] = ['<ul class="explain">'];
  let depth = 0;
  let open = false;
  for (const l of v.lines) {
    while (depth < l.depth) {
      out.push("<ul>");
      depth++;
      open = false;
    }
    while (depth > l.depth) {
      out.push("</li></ul>");
      depth--;
      open = true;
    }
    if (open) out.push("</li>");
    out.push(`<li>${escapeHtml(render(l.text, lang))}`);
    open = true;
  }
  while (depth > 0) {
    out.push("</li></ul>");
    depth--;
  }
  if (open) out.push("</li>");
  out.push("</ul>");
  return out.join("");
}
