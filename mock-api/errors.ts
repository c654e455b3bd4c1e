/**
 * The one error a handler throws on purpose. The router turns it into HTTP `status` with the
 * §7 envelope `{ errorCode, msg, data }`. A business failure the client shows as a toast is
 * HTTP 200 with errorCode 1 (§5, §8): `new ApiError(200, msg)`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: number;
  /** Sent as the envelope's `data` (e.g. `{ retry_after }` with a rate-limit refusal). */
  readonly data: unknown;

  constructor(status: number, msg: string, errorCode = 1, data: unknown = null) {
    super(msg);
    this.name = "ApiError";
    this.status = status;
    this.errorCode = errorCode;
    this.data = data;
  }
}
