/**
 * What the signed-in platform admin may do (constants.ts PLATFORM_LEVELS, the same table the
 * server enforces): level 1 reads every queue, 3 and 7 act, 7 alone saves settings, grants levels
 * and reads the audit journal. Pages show level 1 no buttons the server would refuse.
 */
import { PLATFORM_LEVELS } from "../../../../contract/constants.ts";
import { useSession } from "../../../lib/session.tsx";

export interface PlatformLevel {
  level: number;
  /** Levels 3 and 7: confirm, ship, refund, review, suspend, take down. */
  canAct: boolean;
  /** Level 7: settings, levels, the audit journal. */
  isSuper: boolean;
}

export function platformLevel(level: number): PlatformLevel {
  return {
    level,
    canAct: (PLATFORM_LEVELS.OPERATE as readonly number[]).includes(level),
    isSuper: (PLATFORM_LEVELS.SUPER as readonly number[]).includes(level),
  };
}

export function usePlatformLevel(): PlatformLevel {
  const { user } = useSession();
  return platformLevel(user?.level_type ?? 0);
}
