/**
 * Khmer writes no spaces between words, and PDFKit wraps lines at spaces (and UAX 14 break opportunities), so
 * a Khmer paragraph would overflow or be cut inside a syllable — between a consonant and its subscript, which
 * breaks the shaping. A zero-width space between syllables gives the wrapper places to break that keep each
 * syllable whole (HarfBuzz draws it as nothing). Chromium breaks by dictionary words; syllables are the
 * nearest a renderer without a dictionary gets.
 */
const KHMER = /[\u1780-\u17ff]/u;
/** Consonants and independent vowels: each starts a syllable unless a coeng (U+17D2) makes it a subscript. */
const SYLLABLE_START = /[\u1780-\u17b3]/u;
const COENG = '\u17d2';
/** A consonant carrying bantoc or toandakhiat closes the syllable before it: no break in front of it. */
const CLOSING_SIGN = /[\u17cb\u17cd]/u;

export function withKhmerBreaks(text: string): string {
  const chars = [...text];
  return chars
    .map((char, i) => {
      const previous = chars[i - 1] ?? '';
      const next = chars[i + 1] ?? '';
      const breaks =
        SYLLABLE_START.test(char) && KHMER.test(previous) && previous !== COENG && !CLOSING_SIGN.test(next);
      return breaks ? `\u200b${char}` : char;
    })
    .join('');
}
