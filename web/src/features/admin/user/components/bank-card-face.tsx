/** A payout account drawn as a bank card: bank, personal or company, the masked number in fours, the holder, default. */
import { ACCOUNT_TYPE, type PayoutAccount } from "../../../../../contract/http/tixian.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { groupCardNumber } from "../money.ts";
import "./user.css";

export function BankCardFace({ account: a }: { account: PayoutAccount }) {
  const t = useT("admin-user");
  const company = a.type === ACCOUNT_TYPE.COMPANY;
  return (
    <div className={`bank-card${company ? " bank-card--company" : ""}`}>
      <div className="bank-card__top">
        <span className="bank-card__bank">{a.bank_name || "—"}</span>
        <span className="bank-card__tags">
          <span className="bank-card__tag">{company ? t("card.company") : t("card.personal")}</span>
          {a.is_default === 1 && <span className="bank-card__tag bank-card__tag--default">{t("card.default")}</span>}
        </span>
      </div>
      <p className="bank-card__number" aria-label={t("card.numberMasked", { n: a.bank_account ?? "" })}>
        {groupCardNumber(a.bank_account)}
      </p>
      <p className="bank-card__holder">{a.account_name}</p>
    </div>
  );
}
