/**
 * A doubled score (D21: the model counts points twice over, so that a half point is whole) as a
 * crosstable writes it: 2, 3½, ½, 0; a negative one with its sign, −½ as "-½" (D367).
 */
export function halfPoints(x2: number): string {
  const sign = x2 < 0 ? "-" : "";
  const a = Math.abs(x2);
  const whole = Math.floor(a / 2);
  return sign + (a % 2 === 0 ? String(whole) : `${whole === 0 ? "" : whole}½`);
}
