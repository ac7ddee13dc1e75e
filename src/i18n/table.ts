/**
 * The one message table. Every text the product says to its users about their input — the
 * readers' diagnostics, the engines' notes and errors, the sheet's problems — is a message
 * `{ code, params }`, and this table renders it in each language, English included: the command
 * line renders in English, the pane and the sheet in the pane's language. A code lacks no
 * language (the families' types require all three, and test/i18n/table.test.ts checks it), and
 * no text names a decision, a section or an option: docs/ carries those.
 */
import { type ArgErrorParams, argErrors } from "./errors-args";
import { type HeaderErrorParams, headerErrors } from "./errors-header";
import { type PlanErrorParams, planErrors } from "./errors-plan";
import { CROSSTABLE_MESSAGES, type CrosstableParams } from "./crosstable";
import { ERROR_FAMILIES, type ErrorParams } from "./errors";
import { type Language } from "./language";
import { type Categories, type Family, type Templates } from "./message";
import { NOTE_MESSAGES, type NoteParams } from "./notes";
import { PAIRING_MESSAGES, type PairingParams } from "./pairing";
import { CHESS_PAIRING_MESSAGES, type ChessPairingParams } from "./pairing-chess";
import { REGISTRATION_MESSAGES, type RegistrationParams } from "./registration";
import { ROUND_ROBIN_MESSAGES, type RoundRobinParams } from "./round-robin";
import { READER_FAMILIES, type ReaderParams } from "./readers";
import { SEASON_MESSAGES, type SeasonParams } from "./season";
import { CHART_MESSAGES, type ChartParams } from "./chart";
import { SEASON_EXPLAIN_MESSAGES, type SeasonExplainParams } from "./season-explain";
import { REMEMBER_MESSAGES, type RememberParams } from "./remember";
import { HOST_MESSAGES, type HostParams } from "./host";
import { WORK_MESSAGES, type WorkParams } from "./work";
import { SHEET_MESSAGES, type SheetParams } from "./sheet";
import { START_MESSAGES, type StartParams } from "./starts";
import { UNSETTLED_MESSAGES, type UnsettledParams } from "./unsettled";
import { FILE_FACT_MESSAGES, type FileFactParams } from "./file-facts";
import { MULTIPLIER_MESSAGES, type MultiplierParams } from "./multiplier";
import { SYSTEM_NAME_MESSAGES, type SystemNameParams } from "./system-names";
import { PAIRING_NOTE_MESSAGES, type PairingNoteParams } from "./pairing-notes";
import { PAIRING_CONSTRAINT_MESSAGES, type PairingConstraintParams } from "./pairing-constraints";
import { type FidePeriodParams, fidePeriodMessages } from "./fide-period";
import { type Subject, lead } from "./subject";
import { WRITER_NOTE_MESSAGES, type WriterNoteParams } from "./writer-notes";
import { NORM_MESSAGES, type NormParams } from "./norms";
import { NORM_SHEET_MESSAGES, type NormSheetParams } from "./norm-sheet";
import { type PairingCheckParams, pairingCheckMessages } from "./pairing-check";
import { type CliErrorParams, cliErrors } from "./errors-cli";

/**
 * A text produced outside the table (an error of Excel or of the system), shown unchanged; a
 * message about a subject (an argument, a player) said in the words of another message; and a
 * refused pairing, with the engine's reason.
 */
interface VerbatimParams {
  verbatim: { text: string };
  within: { subject: Subject; inner: Message };
  pairRefused: { reason: Message };
  /** An OpenGotha file whose pairing parameters its pairing reader refuses: the sheet's defaults. */
  pairParamsDefault: { reason: Message };
}

/** The parameters of every message, by code. */
export type MessageParams = VerbatimParams &
  SheetParams &
  CrosstableParams &
  StartParams &
  NoteParams &
  ErrorParams &
  ArgErrorParams &
  PlanErrorParams &
  HeaderErrorParams &
  PairingParams &
  ChessPairingParams &
  RegistrationParams &
  RoundRobinParams &
  ReaderParams &
  WriterNoteParams &
  FileFactParams &
  MultiplierParams &
  SystemNameParams &
  PairingNoteParams &
  PairingConstraintParams &
  FidePeriodParams &
  UnsettledParams &
  SeasonParams &
  ChartParams &
  SeasonExplainParams &
  RememberParams &
  HostParams &
  NormParams &
  NormSheetParams &
  PairingCheckParams &
  CliErrorParams &
  WorkParams;

export type MessageCode = keyof MessageParams;

/** A message: a code and its parameters (plain data, JSON-safe). */
export type Message = {
  [K in MessageCode]: { readonly code: K; readonly params: MessageParams[K] };
}[MessageCode];

/** Builds a message (typed by its code). */
export function msg<K extends MessageCode>(code: K, params: MessageParams[K]): Message {
  return { code, params } as Message;
}

const VERBATIM: Family<VerbatimParams> = {
  en: {
    verbatim: (p) => p.text,
    within: (p) => `${lead("en", p.subject)}${render(p.inner, "en")}`,
    pairRefused: (p) => `The pairing was refused: ${render(p.reason, "en")}`,
    pairParamsDefault: (p) =>
      `the file's pairing parameters cannot be read, so the sheet's pairing block holds the McMahon defaults: ${render(p.reason, "en")}`,
  },
  hu: {
    verbatim: (p) => p.text,
    within: (p) => `${lead("hu", p.subject)}${render(p.inner, "hu")}`,
    pairRefused: (p) => `A párosítás nem lehetséges: ${render(p.reason, "hu")}`,
    pairParamsDefault: (p) =>
      `a fájl párosítási paraméterei nem olvashatók, ezért a lap párosítási blokkja a McMahon-alapértékeket tartalmazza: ${render(p.reason, "hu")}`,
  },
  ru: {
    verbatim: (p) => p.text,
    within: (p) => `${lead("ru", p.subject)}${render(p.inner, "ru")}`,
    pairRefused: (p) => `Жеребьёвка невозможна: ${render(p.reason, "ru")}`,
    pairParamsDefault: (p) =>
      `параметры жеребьёвки из файла прочитать нельзя, поэтому в блоке жеребьёвки на листе значения Мак-Магона по умолчанию: ${render(p.reason, "ru")}`,
  },
};

/** What the diagnostics of the verbatim messages are known by (D135). */
export const VERBATIM_CATEGORIES: Categories<VerbatimParams> = { pairParamsDefault: "pairing-parameters" };

/** The families of the table (a code belongs to one: test/i18n/table.test.ts). */
export const FAMILIES = [
  VERBATIM,
  SHEET_MESSAGES,
  CROSSTABLE_MESSAGES,
  START_MESSAGES,
  NOTE_MESSAGES,
  ...ERROR_FAMILIES,
  ...argErrors(render),
  planErrors(render),
  headerErrors(render),
  PAIRING_MESSAGES,
  CHESS_PAIRING_MESSAGES,
  REGISTRATION_MESSAGES,
  ROUND_ROBIN_MESSAGES,
  ...READER_FAMILIES,
  WRITER_NOTE_MESSAGES,
  FILE_FACT_MESSAGES,
  MULTIPLIER_MESSAGES,
  SYSTEM_NAME_MESSAGES,
  PAIRING_NOTE_MESSAGES,
  PAIRING_CONSTRAINT_MESSAGES,
  fidePeriodMessages(render),
  UNSETTLED_MESSAGES,
  SEASON_MESSAGES,
  CHART_MESSAGES,
  SEASON_EXPLAIN_MESSAGES,
  REMEMBER_MESSAGES,
  HOST_MESSAGES,
  NORM_MESSAGES,
  NORM_SHEET_MESSAGES,
  pairingCheckMessages(render),
  ...cliErrors(render),
  WORK_MESSAGES,
] as const;

function merged(lang: Language): Templates<MessageParams> {
  return Object.assign({}, ...FAMILIES.map((f) => f[lang])) as Templates<MessageParams>;
}

/** Every code's text in every language. */
export const TABLE: Family<MessageParams> = { en: merged("en"), hu: merged("hu"), ru: merged("ru") };

/** The text of a message in a language. */
export function render(m: Message, lang: Language): string {
  const template = TABLE[lang][m.code] as (p: unknown) => string;
  return template(m.params);
}

/** The English text of a message (what `Error.message` and the diagnostics' `message` hold). */
export function english(m: Message): string {
  return render(m, "en");
}

/** Whether a value is a message of the table (e.g. after a round trip through JSON). */
export function isMessage(v: unknown): v is Message {
  if (typeof v !== "object" || v === null) return false;
  const { code, params } = v as { code?: unknown; params?: unknown };
  return (
    typeof code === "string" && Object.hasOwn(TABLE.en, code) && typeof params === "object" && params !== null
  );
}
