/**
 * The documents of the e-sign stand-in (an e签宝-like signing page): the agreement to sign, the
 * "signed" and "no longer valid" screens, and errors. No script; every value escaped (wechat/html.ts).
 */
import { PRODUCT } from "../../web/contract/constants.ts";
import { WITHDRAW_FEE_PER_MILLE } from "../../web/contract/http/tixian.ts";
import { maskAccount, maskMobile } from "../finance/scope.ts";
import type { EsignFlowRecord, WithdrawalRecord } from "../store/finance.ts";
import type { UserRecord } from "../store/types.ts";
import { html, Html } from "../wechat/html.ts";

const CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f2f4f8;color:#1f2329;font:15px/1.6 -apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
.bar{height:48px;display:flex;align-items:center;gap:8px;padding:0 16px;background:#1664ff;color:#fff;font-size:16px;font-weight:600}
.bar small{font-weight:400;opacity:.8;font-size:12px;margin-left:auto}
main{max-width:640px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:10px;padding:20px;margin-bottom:12px;box-shadow:0 1px 2px rgba(0,0,0,.04)}
h1{font-size:19px;margin:0 0 4px;text-align:center}
.no{color:#8f959e;font-size:12px;text-align:center;margin:0 0 16px}
dl{display:grid;grid-template-columns:7em 1fr;gap:6px 12px;margin:0}
dt{color:#646a73}
dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:22px;font-weight:600;color:#1664ff}
ol{padding-left:1.3em;margin:0}
ol li{margin-bottom:8px}
label{display:flex;gap:8px;align-items:flex-start;margin:12px 0}
input[type=checkbox]{width:20px;height:20px;margin:2px 0 0;accent-color:#1664ff}
input[type=text]{width:100%;min-height:44px;border:1px solid #d0d3d6;border-radius:6px;padding:8px 12px;font:inherit}
.field{margin:12px 0}
.field span{display:block;color:#646a73;margin-bottom:4px}
.btns{display:flex;flex-direction:column;gap:10px;margin-top:16px}
button,.btn{display:flex;align-items:center;justify-content:center;min-height:44px;border:0;border-radius:6px;font:inherit;font-size:16px;font-weight:600;cursor:pointer;text-decoration:none}
.sign{background:#1664ff;color:#fff}
.refuse{background:#fff;color:#646a73;border:1px solid #d0d3d6}
.err{color:#f54a45;margin:8px 0 0}
.ok{color:#00b42a;font-size:40px;text-align:center;margin:8px 0}
.note{color:#8f959e;font-size:12px;text-align:center;margin:16px 0}
`;

function shell(title: string, body: Html): string {
  return html`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${new Html(CSS)}</style>
</head>
<body>
<div class="bar">电子签约<small>模拟签署服务</small></div>
<main>
${body}
<p class="note">模拟电子签约页（mock-api 本地替身，非 e签宝 官方页面）。真实服务以短信验证码确认签署人身份。</p>
</main>
</body>
</html>
`.text;
}

function money(s: string): string {
  return `¥${s}`;
}

/** The parties and the money, as the agreement and the signed screen show them. */
function terms(w: WithdrawalRecord, signer: UserRecord): Html {
  return html`<dl>
<dt>甲方</dt><dd>${PRODUCT.company}</dd>
<dt>乙方</dt><dd>${w.account_name}${signer.mobile !== "" ? html`（${maskMobile(signer.mobile)}）` : ""}</dd>
<dt>提现单号</dt><dd>${w.sn}</dd>
<dt>提现金额</dt><dd class="amount">${money(w.amount)}</dd>
<dt>服务费</dt><dd>${money(w.fee)}（${WITHDRAW_FEE_PER_MILLE / 10}%）</dd>
<dt>实际到账</dt><dd>${money(w.actual_amount)}</dd>
<dt>收款账户</dt><dd>${w.bank_name} ${maskAccount(w.bank_account)}</dd>
</dl>`;
}

export interface AgreementOptions {
  readonly flow: EsignFlowRecord;
  readonly withdrawal: WithdrawalRecord;
  readonly signer: UserRecord;
  readonly contractNo: string;
  /** Shown above the form after a refused attempt (the name did not match, the box unticked). */
  readonly error?: string;
}

/** The agreement with the signing form: tick, type the holder's name, sign (or refuse). */
export function agreementPage(o: AgreementOptions): string {
  const w = o.withdrawal;
  return shell(
    "签署提现协议",
    html`<div class="card">
<h1>灵活用工服务协议（提现）</h1>
<p class="no">合同编号 ${o.contractNo}</p>
${terms(w, o.signer)}
</div>
<div class="card">
<ol>
<li>乙方通过${PRODUCT.shortCompany}平台申请提现 ${money(w.amount)}，平台按提现金额的 ${WITHDRAW_FEE_PER_MILLE / 10}% 收取服务费 ${money(w.fee)}，实际到账 ${money(w.actual_amount)}。</li>
<li>甲方在平台审核通过后的 1 个工作日内，将实际到账金额转入乙方指定的收款账户；审核未通过的，提现金额退回乙方在平台的余额。</li>
<li>乙方保证收款账户为本人或本单位合法持有，账户信息真实、准确；因信息错误造成的损失由乙方承担。</li>
<li>乙方的经营收入依法纳税，甲方依法履行代扣代缴义务的，从实际到账金额中扣除并向乙方提供凭证。</li>
<li>本协议自乙方电子签署之日起生效，签署后的协议文本可在平台下载。</li>
</ol>
</div>
<form class="card" method="post" action="/mock-esign/${o.flow.flow_id}">
<label><input type="checkbox" name="agree" value="1" required>我已阅读并同意《灵活用工服务协议（提现）》的全部条款</label>
<div class="field"><span>请输入签署人姓名「${o.flow.signer_name}」以确认</span><input type="text" name="signer_name" autocomplete="off" maxlength="60" aria-label="签署人姓名"></div>
${o.error !== undefined ? html`<p class="err" role="alert">${o.error}</p>` : ""}
<div class="btns">
<button class="sign" type="submit" name="decision" value="sign">确认签署</button>
<button class="refuse" type="submit" name="decision" value="refuse" formnovalidate>拒绝签署</button>
</div>
</form>`,
  );
}

/** Already signed: the terms, the PDF, and the way back. */
export function signedPage(w: WithdrawalRecord, signer: UserRecord, flow: EsignFlowRecord, back: string): string {
  return shell(
    "协议已签署",
    html`<div class="card">
<p class="ok" aria-hidden="true">✓</p>
<h1>协议已签署</h1>
<p class="no">签署后提现进入平台审核</p>
${terms(w, signer)}
<div class="btns">
<a class="btn sign" href="${back}">返回应用</a>
<a class="btn refuse" href="/mock/esign/${flow.flow_id}.pdf">下载已签署的协议（PDF）</a>
</div>
</div>`,
  );
}

/** Expired, refused or revoked (the withdrawal was cancelled): nothing to sign here any more. */
export function closedPage(reason: string, back: string): string {
  return shell("签署链接已失效", html`<div class="card"><h1>签署链接已失效</h1><p class="no">${reason}</p><div class="btns"><a class="btn sign" href="${back}">返回应用</a></div></div>`);
}

/** Not signed in to the app in this browser (the stand-in knows the signer by the app's session). */
export function loginFirstPage(): string {
  return shell("请先登录", html`<div class="card"><h1>请先登录</h1><p class="no">请在同一浏览器中登录应用后，从提现页面重新进入签署。</p></div>`);
}

export function errorPage(message: string): string {
  return shell("电子签约", html`<div class="card"><h1>无法打开签署页面</h1><p class="no">${message}</p></div>`);
}
