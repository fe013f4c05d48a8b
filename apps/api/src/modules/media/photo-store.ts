/** Where photo files live. Local disk now; an S3-compatible store implements the same two calls. */
export interface PhotoStore {
  write(file: string, data: Buffer): Promise<void>;
  remove(file: string): Promise<void>;
}
