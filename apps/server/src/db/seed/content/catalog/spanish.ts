import type { Gender } from './types';

/**
 * The form of a Spanish adjective agreeing with a noun. Adjectives are given in the masculine
 * singular and inflected regularly (-o/-a/-os/-as, -e/-es, consonant +es), or as four
 * explicit forms 'ms|fs|mp|fp'; phrases starting with 'de ' or 'con ' never change.
 */
export function agree(adjective: string, gender: Gender): string {
  if (adjective.includes('|')) {
    const forms = adjective.split('|');
    return forms[['m', 'f', 'mp', 'fp'].indexOf(gender)] ?? adjective;
  }
  if (/^(de|con|sin|para) /.test(adjective)) return adjective;
  const words = adjective.split(' ');
  const last = words.pop() ?? '';
  const plural = gender === 'mp' || gender === 'fp';
  const feminine = gender === 'f' || gender === 'fp';
  let form = last;
  if (last.endsWith('o')) form = last.slice(0, -1) + (feminine ? 'a' : 'o') + (plural ? 's' : '');
  else if (/[aeé]$/.test(last)) form = last + (plural ? 's' : '');
  else if (plural) form = `${last}es`;
  return [...words, form].join(' ');
}
