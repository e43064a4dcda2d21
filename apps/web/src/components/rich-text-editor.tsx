import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenImageInput } from './hidden-image-input';

// The operator's rich-text editor (issue 19): Tiptap with headings, lists, quotes, links and
// images, right-to-left or left-to-right per paragraph. It writes HTML; the server sanitises it
// with its allow-list before it is stored, so what an editor pastes never runs in a visitor's page.

export interface RichTextEditorProps {
  /** The field's visible name, also the editing area's accessible name. */
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** The content's own direction (a Persian page is edited right to left whatever the console's). */
  direction: 'rtl' | 'ltr';
  /** Asks for a link's or an image's address; null when the operator cancels. */
  askAddress?: (kind: 'link' | 'image') => string | null;
  /**
   * Uploads a picked image and answers its address (null when refused, having said why): given,
   * the image button offers an upload beside an address.
   */
  uploadImage?: (file: File) => Promise<string | null>;
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
  menu,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
  /** The id of the menu the button opens. */
  menu?: { id: string; open: boolean };
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          disabled={disabled}
          color={active ? 'primary' : 'default'}
          onClick={onClick}
          {...(menu
            ? {
                'aria-haspopup': 'menu' as const,
                'aria-controls': menu.open ? menu.id : undefined,
                'aria-expanded': menu.open,
              }
            : {})}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

const browserPrompt = (message: string) =>
  typeof window === 'undefined' ? null : window.prompt(message);

function Toolbar({
  editor,
  label,
  askAddress,
  uploadImage,
}: {
  editor: Editor;
  label: string;
  askAddress: (kind: 'link' | 'image') => string | null;
  uploadImage: ((file: File) => Promise<string | null>) | undefined;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [imageMenu, setImageMenu] = useState<HTMLElement | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const addLink = () => {
    const href = askAddress('link');
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
  };
  const addImage = () => {
    setImageMenu(null);
    const src = askAddress('image');
    if (src) chain().setImage({ src }).run();
  };
  const uploadPicked = async (file: File | undefined) => {
    if (!file || !uploadImage) return;
    const src = await uploadImage(file);
    if (src) chain().setImage({ src }).run();
  };
  return (
    <Box
      role="toolbar"
      aria-label={t('editor.toolbar', { field: label })}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5 }}
    >
      <ToolButton
        label={t('editor.bold')}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <FormatBoldIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.italic')}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalicIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.heading2')}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        <Typography component="span" sx={{ fontWeight: 700, fontSize: 14 }}>
          H2
        </Typography>
      </ToolButton>
      <ToolButton
        label={t('editor.heading3')}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        <Typography component="span" sx={{ fontWeight: 700, fontSize: 13 }}>
          H3
        </Typography>
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton
        label={t('editor.bulletList')}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulletedIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.orderedList')}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.quote')}
        active={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <FormatQuoteIcon fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t('editor.link')} active={state.link} onClick={addLink}>
        <LinkIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.unlink')}
        disabled={!state.link}
        onClick={() => chain().unsetLink().run()}
      >
        <LinkOffIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.image')}
        onClick={(event) => (uploadImage ? setImageMenu(event.currentTarget) : addImage())}
        {...(uploadImage ? { menu: { id: menuId, open: Boolean(imageMenu) } } : {})}
      >
        <ImageIcon fontSize="small" />
      </ToolButton>
      {uploadImage && (
        <>
          <Menu
            id={menuId}
            anchorEl={imageMenu}
            open={Boolean(imageMenu)}
            onClose={() => setImageMenu(null)}
          >
            <MenuItem
              onClick={() => {
                setImageMenu(null);
                fileInput.current?.click();
              }}
            >
              {t('editor.uploadImage')}
            </MenuItem>
            <MenuItem onClick={addImage}>{t('editor.imageFromAddress')}</MenuItem>
          </Menu>
          <HiddenImageInput
            ref={fileInput}
            label={t('editor.uploadImage')}
            onPick={(file) => void uploadPicked(file)}
          />
        </>
      )}
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t('editor.rtl')} onClick={() => chain().setTextDirection('rtl').run()}>
        <FormatTextdirectionRToLIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.ltr')} onClick={() => chain().setTextDirection('ltr').run()}>
        <FormatTextdirectionLToRIcon fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton
        label={t('editor.undo')}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      >
        <UndoIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.redo')}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      >
        <RedoIcon fontSize="small" />
      </ToolButton>
    </Box>
  );
}

export function RichTextEditor({
  label,
  value,
  onChange,
  direction,
  askAddress,
  uploadImage,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useEditor(
    {
      extensions: [
        StarterKit.configure({
          heading: { levels: [2, 3] },
          link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] },
        }),
        Image,
      ],
      content: value,
      textDirection: direction,
      immediatelyRender: false,
      editorProps: {
        attributes: {
          'aria-labelledby': labelId,
          'aria-multiline': 'true',
          role: 'textbox',
          dir: direction,
        },
      },
      onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
    },
    [direction],
  );
  const ask =
    askAddress ??
    ((kind: 'link' | 'image') =>
      browserPrompt(t(kind === 'link' ? 'editor.linkAddress' : 'editor.imageAddress')));
  return (
    <Box>
      <Typography
        id={labelId}
        component="span"
        variant="subtitle2"
        sx={{ display: 'block', mb: 0.5 }}
      >
        {label}
      </Typography>
      <Paper variant="outlined">
        {editor && (
          <Toolbar editor={editor} label={label} askAddress={ask} uploadImage={uploadImage} />
        )}
        <Divider />
        <Box
          sx={{
            px: 2,
            minHeight: 240,
            '& .tiptap': { outline: 'none', minHeight: 220, py: 1 },
            '& .tiptap:focus-visible': {
              boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}`,
            },
            '& img': { maxWidth: '100%' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Paper>
    </Box>
  );
}
