import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminFaqItem } from '@parvaz/domain/contracts/admin-faq';
import { faqTopics, type FaqTopic } from '@parvaz/domain/content/faq-topics';
import { languageDirection, type Language } from '@parvaz/domain/languages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmptyState, ProfileSection } from '../profile/profile-parts';
import { adminFaqKeys, adminFaqQuery, deleteFaq, saveFaq } from './admin-faq-api';
import { ChoiceField, OrderField, TextInLanguageField } from './console-fields';
import { ConsoleTabs } from './console-tabs';
import { ContentDialog, useDialogSave } from './content-dialog';
import { ContentLanguageTabs, useContentLanguage } from './content-language';
import { OperatorOnly } from './operator-only';
import { RichTextField } from './rich-text-field';

interface QuestionForm {
  topic: FaqTopic;
  position: string;
  question: string;
  answer: string;
}

const fieldNames = ['topic', 'position', 'question', 'answer'] as const;

/** A question's form, new or existing, in a dialog: saved, or the server's words on its fields. */
function QuestionDialog({
  lang,
  item,
  topic,
  onClose,
}: {
  lang: Language;
  item: AdminFaqItem | null;
  topic: FaqTopic;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const direction = languageDirection(lang);
  const form = useForm<QuestionForm>({
    defaultValues: {
      topic: item ? item.topic : topic,
      position: String(item?.position ?? 0),
      question: item?.question ?? '',
      answer: item?.answer ?? '',
    },
  });
  const save = useDialogSave({
    form,
    fieldNames,
    listKey: adminFaqKeys.all,
    send: (values) =>
      saveFaq({
        ...(item ? { id: item.id } : {}),
        lang,
        topic: values.topic,
        position: Number(values.position) || 0,
        question: values.question,
        answer: values.answer,
      }),
    onClose,
  });
  const title = item ? t('admin.faq.editTitle') : t('admin.faq.addTitle');
  return (
    <ContentDialog
      titleId="faq-dialog-title"
      title={title}
      message={save.message}
      busy={save.busy}
      onSubmit={save.submit}
      onClose={onClose}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <ChoiceField
          control={form.control}
          name="topic"
          label={t('admin.faq.topic')}
          options={faqTopics}
          optionLabel={(name) => t(`faq.topic.${name}`)}
        />
        <OrderField
          control={form.control}
          name="position"
          label={t('admin.faq.position')}
          hint={t('admin.faq.positionHint')}
        />
      </Box>
      <TextInLanguageField
        control={form.control}
        name="question"
        label={t('admin.faq.question')}
        lang={lang}
        required
      />
      <RichTextField
        control={form.control}
        name="answer"
        label={t('admin.faq.answer')}
        direction={direction}
      />
    </ContentDialog>
  );
}

/** Asks before a question is removed from the site. */
function RemoveDialog({ item, onClose }: { item: AdminFaqItem; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const remove = async () => {
    const result = await deleteFaq(item.id);
    if (!result.ok) {
      setMessage(result.error.message);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: adminFaqKeys.all });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="faq-remove-title">
      <DialogTitle id="faq-remove-title">{t('admin.faq.removeTitle')}</DialogTitle>
      <DialogContent>
        <Typography>{item.question}</Typography>
        {message && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.faq.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void remove()}>
          {t('admin.faq.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Editing =
  | { kind: 'add'; topic: FaqTopic }
  | { kind: 'edit'; item: AdminFaqItem }
  | { kind: 'remove'; item: AdminFaqItem };

function FaqEditor() {
  const { t } = useTranslation();
  const [lang, setLang] = useContentLanguage();
  const result = useQuery(adminFaqQuery(lang));
  const [editing, setEditing] = useState<Editing | null>(null);
  const items = result.data?.items ?? [];
  return (
    <ProfileSection title={t('page.admin')}>
      <ConsoleTabs current="/admin/faq" />
      <ContentLanguageTabs value={lang} onChange={setLang} />
      {result.isPending && <Typography>{t('profile.loading')}</Typography>}
      {result.isError && <EmptyState text={t('admin.loadFailed')} />}
      {result.data && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {faqTopics.map((topic) => {
            const questions = items.filter((item) => item.topic === topic);
            return (
              <Paper
                key={topic}
                component="section"
                variant="outlined"
                aria-labelledby={`faq-topic-${topic}`}
                sx={{ p: 2, borderRadius: 2 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                  <Typography
                    id={`faq-topic-${topic}`}
                    component="h2"
                    sx={{ fontWeight: 700, flex: 1 }}
                  >
                    {t(`faq.topic.${topic}`)}
                  </Typography>
                  <Button size="small" onClick={() => setEditing({ kind: 'add', topic })}>
                    {t('admin.faq.add')}
                  </Button>
                </Box>
                {questions.length === 0 && (
                  <Typography sx={{ color: 'text.secondary' }}>{t('admin.faq.none')}</Typography>
                )}
                <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
                  {questions.map((item) => (
                    <Box
                      component="li"
                      key={item.id}
                      lang={lang}
                      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Typography sx={{ flex: 1, minWidth: 200 }}>{item.question}</Typography>
                      <Button
                        size="small"
                        variant="outlined"
                        aria-label={t('admin.faq.editNamed', { question: item.question })}
                        onClick={() => setEditing({ kind: 'edit', item })}
                      >
                        {t('admin.pages.edit')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        aria-label={t('admin.faq.removeNamed', { question: item.question })}
                        onClick={() => setEditing({ kind: 'remove', item })}
                      >
                        {t('admin.faq.remove')}
                      </Button>
                    </Box>
                  ))}
                </Box>
              </Paper>
            );
          })}
        </Box>
      )}
      {editing?.kind === 'add' && (
        <QuestionDialog
          lang={lang}
          item={null}
          topic={editing.topic}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'edit' && (
        <QuestionDialog
          lang={lang}
          item={editing.item}
          topic={editing.item.topic}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'remove' && (
        <RemoveDialog item={editing.item} onClose={() => setEditing(null)} />
      )}
    </ProfileSection>
  );
}

/** The brand's FAQ in the console: each language's questions by topic, added, changed, removed. */
export function FaqEditorPage() {
  return (
    <OperatorOnly>
      <FaqEditor />
    </OperatorOnly>
  );
}
