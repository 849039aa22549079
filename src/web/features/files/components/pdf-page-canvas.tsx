import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';

/**
 * One page of a PDF drawn into a canvas as wide as its container, with as many device pixels as
 * the screen has (devicePixelRatio), redrawn when the container's width changes.
 */
export function PdfPageCanvas({
  pdf,
  pageNumber,
  label,
  onError,
}: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  label: string;
  onError: (error: unknown) => void;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    setWidth(Math.floor(box.clientWidth));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width <= 0) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    const draw = async () => {
      const page = await pdf.getPage(pageNumber);
      if (cancelled) return;
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      task = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await task.promise;
    };
    draw().catch((error: unknown) => {
      if (!cancelled) onError(error);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, width, onError]);

  return (
    <div ref={boxRef} className="w-full">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        className="mx-auto block rounded-md border bg-white"
      />
    </div>
  );
}
