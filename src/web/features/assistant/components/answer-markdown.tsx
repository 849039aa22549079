import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';

const LINK_CLASS = 'font-medium text-primary underline underline-offset-2';

/**
 * A link to a screen of the portal ('/informes?period=weekly') opens in place, through the router;
 * any other leaves the portal in a new tab, without handing it the opener or the referrer.
 */
function AnswerLink({ node: _node, href, children, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  if (href?.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={LINK_CLASS}>
        {children}
      </Link>
    );
  }
  return (
    <a {...props} href={href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
      {children}
    </a>
  );
}

const components: Components = {
  a: AnswerLink,
  p: ({ node: _node, ...props }) => <p className="my-2 first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-2 list-disc space-y-1 pl-5" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-2 list-decimal space-y-1 pl-5" {...props} />,
  h1: ({ node: _node, ...props }) => <h3 className="mt-3 mb-1 text-base font-semibold" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="mt-3 mb-1 text-base font-semibold" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className="mt-3 mb-1 font-semibold" {...props} />,
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]" {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre
      className="my-2 overflow-x-auto rounded-lg bg-muted p-3 text-xs [&_code]:bg-transparent"
      {...props}
    />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-2 border-l-2 pl-3 text-muted-foreground" {...props} />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="my-2 overflow-x-auto">
      <table className="w-full border-collapse text-left text-xs" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th className="border-b px-2 py-1 font-semibold" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border-b px-2 py-1" {...props} />,
};

/**
 * An answer of the assistant as markdown (GitHub flavour: lists, tables, strikethrough). Safe by
 * default: raw HTML in the text is shown as text, never rendered; headings step down so the
 * page keeps its one <h1>.
 */
export function AnswerMarkdown({ text }: { text: string }) {
  return (
    <div className="text-sm leading-relaxed break-words">
      <Markdown remarkPlugins={[remarkGfm]} components={components}>
        {text}
      </Markdown>
    </div>
  );
}
