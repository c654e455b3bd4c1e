/**
 * /admin/user/download-record (§2): the merchant's own CSV exports (print orders from
 * /admin/order, supply orders from the store), newest first, each downloadable again. The file
 * is served only to the user who made it (their cookie; anyone else: not found).
 */
import type { DownloadRecord } from "../../../../../contract/http/manage-order.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { DownloadIcon } from "../../../../components/admin/nav-icons.tsx";
import { saveFile } from "../../../../lib/admin/download.ts";
import { formatCount } from "../../../../lib/admin/format.ts";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useDownloadList } from "../api/use-download-list.ts";
import "../components/user.css";

const SPEC = {} as const;
const PAGE_SIZE = 20;

export function DownloadRecordPage() {
  const t = useT("admin-user");
  const lang = useLanguage();
  const q = useListQuery(SPEC);
  const list = useDownloadList(q.page, PAGE_SIZE);
  const kind = (r: DownloadRecord) => t(`exports.kind.${r.order_type}`);
  const get = (r: DownloadRecord) => (
    <button type="button" className="money-download" onClick={() => saveFile(r.url, r.file_name)} aria-label={t("exports.downloadOf", { name: r.file_name })}>
      <DownloadIcon size={18} />
      <span>{t("exports.download")}</span>
    </button>
  );

  const columns: Column<DownloadRecord>[] = [
    { key: "file", header: t("exports.file"), cell: (r) => <span className="money-file">{r.file_name}</span> },
    { key: "kind", header: t("exports.kindHead"), cell: kind },
    { key: "rows", header: t("exports.rows"), align: "end", cell: (r) => formatCount(r.row_count, lang) },
    { key: "time", header: t("exports.time"), cell: (r) => <span className="money-muted">{formatDateTime(r.create_time, lang)}</span> },
    { key: "get", header: t("exports.action"), align: "end", cell: get },
  ];

  return (
    <AdminPage title={t("exports.title")} backHref={adminPaths.user.index()}>
      <p className="money-footnote">{t("exports.note")}</p>
      <DataList
        label={t("exports.title")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        card={(r) => (
          <div className="money-item">
            <div className="money-item__line">
              <span className="money-file">{r.file_name}</span>
            </div>
            <div className="money-item__line money-muted">
              <span>
                {kind(r)} · {t("exports.rowsN", { n: formatCount(r.row_count, lang) })} · {formatDateTime(r.create_time, lang)}
              </span>
              {get(r)}
            </div>
          </div>
        )}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        emptyText={t("exports.empty")}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}
