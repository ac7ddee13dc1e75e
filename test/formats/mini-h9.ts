/** A hand-made 4-player h9 (format of FORMATS.md §2.3), altered by the tests that read it. */
export const H9 = [
  "; EV[Mini]",
  "   1 Alpha Ann                      3D HU BuPe    2+/w0    3+/b0",
  "   2 Beta Bob                       2D HU BuPe    1-/b0    4+/w0",
  "   3 Gamma Gil                      1D HU BuPe    4+/b0    1-/w0",
  "   4 Delta Dan                      1K HU BuPe    3-/w0    2-/b0",
] as const;
