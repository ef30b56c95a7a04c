import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { TextField } from '#client/components/ui/form-field';
import type { Draft } from './settings-draft';

/** What every tab gets: the draft, the inline errors, and a setter per field. */
export type TabProps = {
  draft: Draft;
  errors: Record<string, string>;
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
};

type TextKey = { [K in keyof Draft]: Draft[K] extends string ? K : never }[keyof Draft];

/** A text setting: its input, label and inline error. */
export function SettingText({ tab, field, label, ...props }: { tab: TabProps; field: TextKey; label: string } & Record<string, unknown>) {
  return (
    <TextField
      id={`setting-${field}`}
      label={label}
      value={tab.draft[field]}
      error={tab.errors[field]}
      onChange={(event) => tab.set(field, event.target.value as never)}
      {...props}
    />
  );
}

/** One tab's card. */
export function SettingsCard({ title, description, className, children }: { title: string; description?: ReactNode; className: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description}
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}
