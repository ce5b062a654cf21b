/**
 * A pure function's answers for the keys asked lately, for the request path: most requests ask
 * about a handful of keys (paths, hosts, `Accept-Encoding` values), but anyone can send new ones,
 * so the memory is emptied when it holds `limit` answers rather than grown (at worst an answer is
 * worked out again). An answer that is an object is frozen: requests share it.
 */
export function rememberAnswers<T>(limit: number, work: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  // The last key asked, answered without hashing it: a run of requests often asks the same.
  let lastKey: string | undefined;
  let lastAnswer: T | undefined;
  return (key) => {
    if (key === lastKey) return lastAnswer as T;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = Object.freeze(work(key));
      if (answers.size >= limit) answers.clear();
      answers.set(key, answer);
    }
    lastKey = key;
    lastAnswer = answer;
    return answer;
  };
}
