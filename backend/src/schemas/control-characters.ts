// Decision 0070: both services refuse text with control characters at their edge. PostgreSQL
// refuses NUL in text outright, and no field of the shop needs any of them but the line breaks and
// tabs of a message.
const controlCharacter = /(?![\t\n\r])\p{Cc}/u;

export const hasControlCharacter = (text: string) => controlCharacter.test(text);

type Visit = { value: unknown; key?: string; parent?: Visit };

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * Where in a parsed value (a JSON body, a query string, a form's fields) a string with a control
 * character sits, as a dotted path ('' for the value itself); keys count as strings. Undefined when
 * there is none. Walked without recursion, since a body may nest deeply.
 */
export function controlCharacterPath(value: unknown): string | undefined {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (hasControlCharacter(visit.value)) return pathOf(visit);
    } else if (typeof visit.value === 'object' && visit.value !== null) {
      for (const [key, item] of Object.entries(visit.value)) {
        if (hasControlCharacter(key)) return pathOf({ value: item, key, parent: visit });
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}
