/**
 * A queue's views as tabs whose choice lives in the URL (`tab`, CONVENTIONS 16): the work
 * waiting first (the default), then what is in progress, done, or everything.
 */
import { Tabs } from "../../../components/tabs.tsx";
import "./x.css";

export interface QueueTab<K extends string> {
  key: K;
  label: string;
}

export function QueueTabs<K extends string>({ tabs, value, onChange, label }: { tabs: readonly QueueTab<K>[]; value: K; onChange: (k: K) => void; label: string }) {
  return <Tabs className="x-tabs" items={tabs} value={value} onChange={onChange} label={label} />;
}
