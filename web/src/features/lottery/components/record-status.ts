/** What a draw's status says, as a translation key of the `pages` namespace. */
import { LOTTERY_STATUS } from "../../../../contract/http/lottery.ts";

export type RecordStatusKey = "lottery.status.none" | "lottery.status.issued" | "lottery.status.needAddress" | "lottery.status.toShip" | "lottery.status.shipped";

export function recordStatusKey(status: number): RecordStatusKey {
  switch (status) {
    case LOTTERY_STATUS.ISSUED:
      return "lottery.status.issued";
    case LOTTERY_STATUS.NEED_ADDRESS:
      return "lottery.status.needAddress";
    case LOTTERY_STATUS.TO_SHIP:
      return "lottery.status.toShip";
    case LOTTERY_STATUS.SHIPPED:
      return "lottery.status.shipped";
    default:
      return "lottery.status.none";
  }
}

/** A gift whose address may still be chosen or changed. */
export function needsAddress(status: number): boolean {
  return status === LOTTERY_STATUS.NEED_ADDRESS || status === LOTTERY_STATUS.TO_SHIP;
}
