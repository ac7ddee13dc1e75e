/** The languages of the messages, the sheets and the pane. */
export const LANGUAGES = ["en", "hu", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Russian plural after a number: 1 функция, 2 функции, 5 функций, 11 функций, 21 функция. */
export function russianPlural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}
