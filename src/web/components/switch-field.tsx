import { FieldError } from '@/web/components/form-field';
import { Switch } from '@/web/components/ui/switch';

/**
 * An on/off choice: its label and explanation on the left, the switch (described by both) on the
 * right; an error (an i18n key or text) in red under the explanation.
 */
export function SwitchField({
  id,
  label,
  description,
  error,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  description: string;
  error?: string | undefined;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
        {error && <FieldError id={`${id}-error`} message={error} />}
      </div>
      <div className="pt-0.5">
        <Switch
          id={id}
          checked={checked}
          onCheckedChange={onCheckedChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-description` : `${id}-description`}
        />
      </div>
    </div>
  );
}
