import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

export const inputClasses =
  'flex h-11 w-full min-w-0 rounded-md border border-input/70 bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive-text aria-invalid:ring-destructive-text/20 md:h-10 md:text-sm dark:border-input';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(inputClasses, className)} {...props} />;
}
