/**
 * A Map that holds at most `max` keys: adding a new key when it is full drops the oldest one first
 * (a Map keeps insertion order). For the in-memory look-asides a request fills (hashes, validated
 * URLs, compressed answers, rate windows), so memory stays bounded whatever requests arrive.
 */
export class CappedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.delete(this.keys().next().value!);
    return super.set(key, value);
  }
}
