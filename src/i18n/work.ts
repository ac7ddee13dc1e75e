/**
 * What the pane says about its long work, run away from the pane's thread
 * (src/taskpane/worker/, D246–D252): how far it is, its Cancel button, a stopped task and a host
 * that runs it on the pane's thread in small steps.
 */
import { type Family } from "./message";

export interface WorkParams {
  /** Bytes of a list file read so far, in megabytes (one decimal). */
  workMegabytes: { done: number; total: number };
  workCancel: Record<string, never>;
  /** The officer pressed Cancel: what was under way stopped before it wrote anything. */
  workCancelled: Record<string, never>;
  /** This host starts no background worker (D249): the work runs on the pane's thread in steps. */
  workOnPane: Record<string, never>;
  /** The background worker stopped with an error of the browser's own (its text). */
  workCrashed: { detail: string };
}

const mb = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(1);

export const WORK_MESSAGES: Family<WorkParams> = {
  en: {
    workMegabytes: (p) => `${mb(p.done)} of ${mb(p.total)} MB`,
    workCancel: () => "Cancel",
    workCancelled: () => "Cancelled: nothing was read into the pane and nothing was written to the workbook.",
    workOnPane: () =>
      "This Excel runs no background work: the pane works in small steps and may answer slowly meanwhile.",
    workCrashed: (p) => `The background work stopped (${p.detail}); nothing was written. Try again.`,
  },
  hu: {
    workMegabytes: (p) => `${mb(p.done).replace(".", ",")} / ${mb(p.total).replace(".", ",")} MB`,
    workCancel: () => "Mégse",
    workCancelled: () => "Megszakítva: a panel semmit sem olvasott be, a munkafüzetbe semmi sem került.",
    workOnPane: () =>
      "Ez az Excel nem futtat háttérmunkát: a panel kis lépésekben dolgozik, és közben lassabban válaszolhat.",
    workCrashed: (p) =>
      `A háttérmunka leállt (${p.detail}); semmi sem íródott a munkafüzetbe. Próbálja újra.`,
  },
  ru: {
    workMegabytes: (p) => `${mb(p.done).replace(".", ",")} из ${mb(p.total).replace(".", ",")} МБ`,
    workCancel: () => "Отмена",
    workCancelled: () => "Отменено: в панель ничего не прочитано, в книгу ничего не записано.",
    workOnPane: () =>
      "Этот Excel не выполняет фоновую работу: панель работает небольшими шагами и пока может отвечать медленно.",
    workCrashed: (p) =>
      `Фоновая работа остановилась (${p.detail}); в книгу ничего не записано. Повторите попытку.`,
  },
};
