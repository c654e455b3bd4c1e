/**
 * Changing a user's platform level (platform/set-level, level 7 only; contract platform.ts says
 * who may grant what): a choice of the four levels, each with what it allows, an optional note
 * for the journal, through the confirm drawer. Levels that would be refused are disabled and say
 * why: the last level 7 cannot give up its own (someone must be able to grant levels), and a user
 * without a mobile or email could never sign in to use an admin level.
 */
import { useEffect, useId, useState } from "react";
import { ADMIN_LEVEL_TYPES } from "../../../../contract/constants.ts";
import { USER_LEVELS, type PlatformUser } from "../../../../contract/http/platform.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { toast } from "../../../lib/toast.ts";
import { useSetLevel } from "../api/use-set-level.ts";
import { useLevelText } from "./audit-entry.tsx";
import { DecideDrawer } from "./decide-drawer.tsx";
import "./x.css";

type Level = (typeof USER_LEVELS)[number];

/** Why `level` cannot be given to `user`, or undefined. `supers`: how many level 7s there are. */
export function levelBlock(user: Pick<PlatformUser, "level_type" | "mobile" | "email">, level: number, supers: number): "lastSuper" | "noLogin" | undefined {
  if (user.level_type === 7 && level !== 7 && supers <= 1) return "lastSuper";
  if (ADMIN_LEVEL_TYPES.includes(level) && !user.mobile && !user.email) return "noLogin";
  return undefined;
}

export function LevelDrawer({ user, supers, onClose }: { user: PlatformUser | null; supers: number; onClose: () => void }) {
  const t = useT("admin-x");
  const name = useId();
  const levelText = useLevelText();
  const setLevel = useSetLevel();
  const [level, setLevelChoice] = useState<Level>(0);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (user !== null) {
      setLevelChoice(user.level_type as Level);
      setError(undefined);
    }
  }, [user]);
  if (user === null) return null;
  const who = user.nickname || user.mobile || user.email || `#${user.id}`;

  return (
    <DecideDrawer
      open
      title={t("level.title", { who })}
      message={t("level.current", { level: levelText(user.level_type) })}
      confirmLabel={t("level.save")}
      remark="optional"
      remarkLabel={t("level.note")}
      validate={() => {
        if (level === user.level_type) {
          setError(t("level.same"));
          return false;
        }
        return true;
      }}
      onDecide={async (remark) => {
        await setLevel.trigger({ user_id: user.id, level_type: level, ...(remark ? { remark } : {}) });
        toast.success(t("level.saved", { who, level: levelText(level) }));
      }}
      onClose={onClose}
    >
      <fieldset className="x-levels">
        <legend className="field__label">{t("level.choose")}</legend>
        {USER_LEVELS.map((l) => {
          const block = levelBlock(user, l, supers);
          return (
            <label key={l} className={`x-level${block ? " x-level--off" : ""}`}>
              <input
                type="radio"
                name={name}
                value={l}
                checked={level === l}
                disabled={block !== undefined}
                onChange={() => {
                  setLevelChoice(l);
                  setError(undefined);
                }}
              />
              <span className="x-level__text">
                <strong>{levelText(l)}</strong>
                <span className="admin-muted">{block ? t(`level.block.${block}`) : t(`level.can.${l}`)}</span>
              </span>
            </label>
          );
        })}
        {error && (
          <p className="x-form__error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    </DecideDrawer>
  );
}
