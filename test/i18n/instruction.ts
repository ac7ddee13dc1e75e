/**
 * What counts as telling the officer what to do (D430, D450): a text holds an instruction
 * when it holds the imperative of one of these verbs in its language (in English where a clause
 * begins: at the start, after a colon, semicolon, comma, question mark or parenthesis, or "so", "or", "then"), in either
 * letter case (a sentence's first word), or says that there is nothing to correct.
 */
import { type Language } from "../../src/i18n/language";

export const DO: Readonly<Record<Language, RegExp>> = {
  en: /(^|[:;,?] |\(|\b(?:so|or|then) )(write|give|remove|delete|correct|put|set|name|number|join|take|keep|add|fill|leave|begin|end|make|choose|enter|open|save|check|unzip)\b|nothing to correct/i,
  hu: /(írja|írjon|adja meg|adjon|javítsa|törölje|vegye|számozza|kösse|hagyja|töltse|nevezze|állítsa|legyen|kezdje|nyissa|maradjon|válasszon|ellenőrizze|kerüljön)\b|nincs mit javítani/iu,
  ru: /(запишите|допишите|укажите|исправьте|удалите|уберите|возьмите|пронумеруйте|соедините|сделайте|дайте|включите|установите|оставьте|назовите|добавьте|заполните|начните|выберите|проверьте|напишите)|исправлять нечего/iu,
};
