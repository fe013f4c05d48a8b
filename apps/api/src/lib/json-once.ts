/**
 * The JSON of answers that stay the same object while they are remembered in memory (the signed-in
 * person, their hearts), made through the endpoint's contract once per answer instead of once per
 * request: the contract's check and the serialising cost more than the rest of such a request.
 */
export class JsonOnce<T extends object> {
  private readonly made = new WeakMap<T, string>();

  constructor(private readonly encode: (value: T) => unknown) {}

  of(value: T): string {
    let json = this.made.get(value);
    if (json === undefined) {
      json = JSON.stringify(this.encode(value));
      this.made.set(value, json);
    }
    return json;
  }
}

/** The same for small numbers (unread counts): each number's answer made once, up to `max`. */
export class JsonOfCount {
  private readonly made = new Map<number, string>();

  constructor(
    private readonly encode: (count: number) => unknown,
    private readonly max = 1000,
  ) {}

  of(count: number): string {
    let json = this.made.get(count);
    if (json === undefined) {
      json = JSON.stringify(this.encode(count));
      if (count <= this.max) this.made.set(count, json);
    }
    return json;
  }
}
