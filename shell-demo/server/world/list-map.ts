/** Maps of lists (tips by match, matches by day): adds a value to its key's list, starting it if new. */
export function addToList<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
