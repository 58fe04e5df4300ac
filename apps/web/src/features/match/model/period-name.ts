/**
 * The `sport` a period's name is chosen by (`match.period`): its sport's key, with '-' as '_'
 * since an ICU select key cannot hold '-'. A sport the message does not name shows the
 * period's number: the feed's own names are English (the simulated feed) or bare numbers (UOF).
 */
export function periodSport(sportKey: string): string {
  return sportKey.replaceAll('-', '_')
}
