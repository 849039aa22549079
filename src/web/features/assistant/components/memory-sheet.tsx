import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/web/components/ui/sheet';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { KnowledgePanel } from './knowledge-panel';
import { RememberedPanel } from './remembered-panel';

/**
 * 'Memoria': what Websy AI remembers of the caller (memories, profile) and the knowledge base it
 * answers from. A citation under an answer opens it on the knowledge tab at the cited entry.
 */
export function MemorySheet({
  open,
  onOpenChange,
  entryId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entryId: string | null;
}) {
  const { t } = useTranslation('assistant');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-full max-w-xl gap-3 overflow-y-auto bg-background p-4 text-foreground"
      >
        <SheetTitle className="text-base font-semibold">{t('ui.memory.title')}</SheetTitle>
        <SheetDescription className="text-sm text-muted-foreground">
          {t('ui.memory.description')}
        </SheetDescription>
        <Tabs defaultValue={entryId ? 'knowledge' : 'remembered'}>
          <TabsList>
            <TabsTrigger value="remembered">{t('ui.memory.tabs.remembered')}</TabsTrigger>
            <TabsTrigger value="knowledge">{t('ui.memory.tabs.knowledge')}</TabsTrigger>
          </TabsList>
          <TabsContent value="remembered" className="pt-3">
            <RememberedPanel />
          </TabsContent>
          <TabsContent value="knowledge" className="pt-3">
            <KnowledgePanel highlight={entryId} />
          </TabsContent>
        </Tabs>
      </SheetContent>
    </Sheet>
  );
}
