import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';
import { inputClasses } from './input';

/** A multi-line text field styled as the inputs, growing with its rows and resizable in height. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputClasses, 'h-auto resize-y md:h-auto', className)}
      {...props}
    />
  );
}
