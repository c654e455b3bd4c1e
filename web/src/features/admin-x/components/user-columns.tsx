/**
 * A user as the platform's lists show them (platform/user-list, admin-list): masked mobile and
 * email (§5, even for admins), level, company and role, WeChat; level 7 gets the level action.
 */
import type { PlatformUser } from "../../../../contract/http/platform.ts";
import type { Column } from "../../../components/admin/data-list.tsx";
import { StatusBadge, type Tone } from "../../../components/admin/detail.tsx";
import { Img } from "../../../components/image.tsx";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { useLevelText } from "./audit-entry.tsx";
import "./x.css";

const LEVEL_TONE: Readonly<Record<number, Tone>> = { 0: "muted", 1: "info", 3: "warning", 7: "danger" };

export function LevelBadge({ level }: { level: number }) {
  const text = useLevelText();
  return <StatusBadge tone={LEVEL_TONE[level] ?? "muted"}>{text(level)}</StatusBadge>;
}

function Who({ u }: { u: PlatformUser }) {
  const t = useT("admin-x");
  return (
    <span className="x-with-img">
      <Img className="x-avatar" src={u.avatar ?? ""} alt="" />
      <span className="x-cell">
        <span className="x-cell__main">{u.nickname || t("user.noName")}</span>
        <span className="admin-muted">ID {u.id}</span>
      </span>
    </span>
  );
}

function Company({ u }: { u: PlatformUser }) {
  const t = useT("admin-x");
  if (!u.company) return <span className="admin-muted">—</span>;
  return (
    <span className="x-cell">
      <span>{u.company.name}</span>
      <span className="admin-muted">{t(u.company.role === "owner" ? "user.owner" : "user.operator")}</span>
    </span>
  );
}

export function useUserColumns(onLevel: ((u: PlatformUser) => void) | null): Column<PlatformUser>[] {
  const t = useT("admin-x");
  const lang = useLanguage();
  const cols: Column<PlatformUser>[] = [
    { key: "who", header: t("user.col.user"), cell: (u) => <Who u={u} /> },
    {
      key: "contact",
      header: t("user.col.contact"),
      cell: (u) => (
        <span className="x-cell">
          <span className="x-mono">{u.mobile || "—"}</span>
          {u.email ? <span className="admin-muted">{u.email}</span> : null}
        </span>
      ),
    },
    { key: "level", header: t("user.col.level"), cell: (u) => <LevelBadge level={u.level_type} /> },
    { key: "company", header: t("user.col.company"), cell: (u) => <Company u={u} /> },
    { key: "wx", header: t("user.col.wechat"), cell: (u) => t(u.wx_bound === 1 ? "user.wxBound" : "user.wxNone") },
    { key: "time", header: t("user.col.joined"), cell: (u) => <span className="admin-time">{formatDateTime(u.create_time, lang)}</span> },
  ];
  if (onLevel !== null) {
    cols.push({
      key: "act",
      header: t("user.col.action"),
      align: "end",
      cell: (u) => (
        <button type="button" className="x-row-action" onClick={() => onLevel(u)}>
          {t("user.setLevel")}
        </button>
      ),
    });
  }
  return cols;
}

export function UserCard({ u, onLevel }: { u: PlatformUser; onLevel: ((u: PlatformUser) => void) | null }) {
  const t = useT("admin-x");
  return (
    <div className="x-card">
      <div className="x-card__line">
        <Who u={u} />
        <LevelBadge level={u.level_type} />
      </div>
      <span className="admin-muted">
        <span className="x-mono">{u.mobile || u.email || "—"}</span>
        {u.company ? ` · ${u.company.name}（${t(u.company.role === "owner" ? "user.owner" : "user.operator")}）` : ""}
      </span>
      {onLevel !== null && (
        <button type="button" className="x-row-action x-row-action--block" onClick={() => onLevel(u)}>
          {t("user.setLevel")}
        </button>
      )}
    </div>
  );
}
