/** Errors the modules throw; the error plugin maps each to its HTTP status and the one error body. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export class NotFound extends DomainError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

export class Invalid extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, 'invalid', message, fields);
  }
}

/** The state of the ad or conversation forbids this now (sold, removed, already decided). */
export class Conflict extends DomainError {
  constructor(code: string, message: string) {
    super(409, code, message);
  }
}

/** It was here and is no more (an ad that ended): unlike a 404, the page can say so. */
export class Gone extends DomainError {
  constructor(code: string, message: string) {
    super(410, code, message);
  }
}

export class Unauthorized extends DomainError {
  constructor(message = 'Please sign in to continue') {
    super(401, 'unauthorized', message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'You are not allowed to do that') {
    super(403, 'forbidden', message);
  }
}

/** Too many attempts; the error plugin adds Retry-After. */
export class TooManyRequests extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      429,
      'rate_limited',
      message ?? `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }
}

/** Busy with this kind of work right now (not the person's fault); the error plugin adds Retry-After. */
export class Busy extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(503, 'busy', message);
  }
}
