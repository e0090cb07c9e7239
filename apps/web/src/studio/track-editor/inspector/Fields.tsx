import { formatTimeText } from '@orator/shared';
import { Input, InputNumber } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { readTypedTime } from '../state/actions.ts';

/** A labelled inspector row. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="te-field">
      <span className="te-field-label">{label}</span>
      <span className="te-field-control">{children}</span>
    </label>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="te-section">
      <h4>{title}</h4>
      {children}
    </section>
  );
}

/** A number committed on blur or Enter, so typing "120" is one edit, not three. */
export function NumberField({
  value,
  onCommit,
  min,
  max,
  suffix,
  testId,
}: {
  value: number;
  onCommit(value: number): void;
  min?: number;
  max?: number;
  suffix?: string;
  testId?: string;
}) {
  const [draft, setDraft] = useState<number | null>(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft === null || draft === value) {
      setDraft(value);
      return;
    }
    onCommit(draft);
  };
  return (
    <InputNumber
      size="small"
      value={draft}
      min={min}
      max={max}
      suffix={suffix}
      onChange={(next) => setDraft(typeof next === 'number' ? next : null)}
      onBlur={commit}
      onPressEnter={commit}
      className="te-number"
      data-testid={testId}
    />
  );
}

/** A time typed as hh:mm:ss,mmm (product-rules#timeline); anything else shows the catalogue message and reverts. */
export function TimeField({ value, onCommit, testId }: { value: number; onCommit(ms: number): void; testId?: string }) {
  const [draft, setDraft] = useState(formatTimeText(value));
  useEffect(() => setDraft(formatTimeText(value)), [value]);
  const commit = () => {
    if (draft === formatTimeText(value)) return;
    const ms = readTypedTime(draft);
    if (ms === null) setDraft(formatTimeText(value));
    else onCommit(ms);
  };
  return (
    <Input
      size="small"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onPressEnter={(event) => event.currentTarget.blur()}
      className="te-time-field"
      data-testid={testId}
    />
  );
}
