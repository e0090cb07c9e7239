import type { ComponentProps, FlowNode, Frame, ProjectComponent } from '@orator/shared';
import { Form, Input, InputNumber, Segmented, Select, Slider, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColourField, MediaField, WordsField } from '../fields.tsx';

type Of<T extends ComponentProps['type']> = Extract<ComponentProps, { type: T }>;

/** Position, size and opacity, then every setting of the component's type. */
export function ComponentForm({
  component,
  nodes,
  onChange,
}: {
  component: ProjectComponent;
  nodes: readonly FlowNode[];
  onChange: (component: ProjectComponent) => void;
}) {
  const { t } = useTranslation('aiask');
  const frame = component.frame;
  const setFrame = (patch: Partial<Frame>) => onChange({ ...component, frame: { ...frame, ...patch } });
  const setProps = (props: ComponentProps) => onChange({ ...component, props });
  const number = (key: keyof Frame, min: number) => (
    <Form.Item label={t(`editor.component.${key}`)} className="ak-ed-number">
      <InputNumber
        min={min}
        precision={0}
        value={frame[key]}
        onChange={(value) => value !== null && setFrame({ [key]: value })}
        data-testid={`frame-${key}`}
      />
    </Form.Item>
  );
  return (
    <Form layout="vertical" key={component.id} data-testid="component-form" data-type={component.props.type}>
      <div className="ak-ed-frame">
        {number('x', -100000)}
        {number('y', -100000)}
        {number('width', 1)}
        {number('height', 1)}
      </div>
      <Form.Item label={t('editor.component.opacity')}>
        <Slider min={0} max={1} step={0.05} value={component.opacity} onChange={(opacity) => onChange({ ...component, opacity })} />
      </Form.Item>
      <PropsFields props={component.props} nodes={nodes} onChange={setProps} />
    </Form>
  );
}

function required(label: string, value: string, message: string) {
  return value.trim() ? { label } : { label, validateStatus: 'error' as const, help: message };
}

function PropsFields({
  props,
  nodes,
  onChange,
}: {
  props: ComponentProps;
  nodes: readonly FlowNode[];
  onChange: (props: ComponentProps) => void;
}) {
  const { t } = useTranslation('aiask');
  const need = t('editor.props.required');
  const colours = (value: { textColor: string; background: string }, set: (patch: { textColor?: string; background?: string }) => void) => (
    <>
      <ColourField
        label={t('editor.props.textColor')}
        value={value.textColor}
        onChange={(textColor) => set({ textColor })}
        testId="prop-text-color"
      />
      <ColourField
        label={t('editor.props.background')}
        value={value.background}
        onChange={(background) => set({ background })}
        testId="prop-background"
      />
    </>
  );
  const text = (label: string, value: string, set: (value: string) => void, testId: string, max = 100) => (
    <Form.Item {...required(label, value, need)}>
      <Input value={value} maxLength={max} onChange={(event) => set(event.target.value)} data-testid={testId} />
    </Form.Item>
  );
  switch (props.type) {
    case 'avatar':
    case 'networkLatency':
      return null;
    case 'voiceInput':
      return (
        <>
          <p className="ak-muted">{t('editor.component.voiceInputNote')}</p>
          {colours(props, (patch) => onChange({ ...props, ...patch }))}
        </>
      );
    case 'image':
      return (
        <>
          <MediaField
            label={t('editor.props.url')}
            kind="image"
            value={props.url}
            onChange={(url) => onChange({ ...props, url })}
            testId="prop-image"
          />
          <Form.Item label={t('editor.props.fit')}>
            <Segmented
              value={props.fit}
              options={(['contain', 'cover'] as const).map((fit) => ({ value: fit, label: t(`editor.props.${fit}`) }))}
              onChange={(fit) => onChange({ ...props, fit })}
            />
          </Form.Item>
        </>
      );
    case 'video':
      return (
        <>
          <MediaField
            label={t('editor.props.url')}
            kind="video"
            value={props.url}
            onChange={(url) => onChange({ ...props, url })}
            testId="prop-video"
          />
          <Form.Item label={t('editor.props.loop')}>
            <Switch checked={props.loop} onChange={(loop) => onChange({ ...props, loop })} />
          </Form.Item>
          <Form.Item label={t('editor.props.muted')}>
            <Switch checked={props.muted} onChange={(muted) => onChange({ ...props, muted })} />
          </Form.Item>
        </>
      );
    case 'button':
      return (
        <>
          {text(t('editor.props.text'), props.text, (value) => onChange({ ...props, text: value }), 'prop-text')}
          {text(t('editor.props.question'), props.question, (question) => onChange({ ...props, question }), 'prop-question', 1000)}
          {colours(props, (patch) => onChange({ ...props, ...patch }))}
        </>
      );
    case 'jumpButton':
      return <JumpFields props={props} nodes={nodes} onChange={onChange} />;
    case 'inputBox':
      return colours(props, (patch) => onChange({ ...props, ...patch }));
    case 'faq':
      return (
        <>
          <Form.Item label={t('editor.props.title')}>
            <Input
              value={props.title}
              maxLength={100}
              placeholder={t('editor.room.faqTitle')}
              onChange={(event) => onChange({ ...props, title: event.target.value })}
              data-testid="prop-title"
            />
          </Form.Item>
          <WordsField
            label={t('editor.props.questions')}
            help={t('editor.props.questionsHint')}
            value={props.questions}
            max={20}
            onChange={(questions) => onChange({ ...props, questions: questions.map((q) => q.slice(0, 200)) })}
            testId="prop-questions"
          />
          <Form.Item label={t('editor.props.collapsed')}>
            <Switch checked={props.collapsed} onChange={(collapsed) => onChange({ ...props, collapsed })} />
          </Form.Item>
        </>
      );
    case 'operationBar':
      return (
        <>
          {(['showStop', 'showClear', 'showMute'] as const).map((key) => (
            <Form.Item key={key} label={t(`editor.props.${key}`)}>
              <Switch checked={props[key]} onChange={(on) => onChange({ ...props, [key]: on })} />
            </Form.Item>
          ))}
        </>
      );
    case 'conversationRecord':
      return (
        <>
          <Form.Item label={t('editor.props.show')}>
            <Select
              value={props.show}
              options={[
                { value: 'both', label: t('editor.props.showBoth') },
                { value: 'question', label: t('editor.props.showQuestion') },
                { value: 'answer', label: t('editor.props.showAnswer') },
              ]}
              onChange={(show: Of<'conversationRecord'>['show']) => onChange({ ...props, show })}
            />
          </Form.Item>
          {colours(props, (patch) => onChange({ ...props, ...patch }))}
        </>
      );
    case 'website':
      return text(t('editor.props.url'), props.url, (url) => onChange({ ...props, url: url.trim() }), 'prop-url', 2000);
    case 'languageSwitch':
      return (
        <WordsField
          label={t('editor.props.languages')}
          value={props.languages}
          max={10}
          onChange={(languages) => languages.length > 0 && onChange({ ...props, languages })}
          testId="prop-languages"
        />
      );
    case 'remoteVoice':
      return (
        <>
          <MediaField
            label={t('editor.props.url')}
            kind="audio"
            value={props.url}
            onChange={(url) => onChange({ ...props, url })}
            testId="prop-remote"
          />
          <Form.Item label={t('editor.props.text')}>
            <Input value={props.text} maxLength={100} onChange={(event) => onChange({ ...props, text: event.target.value })} />
          </Form.Item>
        </>
      );
    case 'backgroundMusic':
      return (
        <>
          <MediaField
            label={t('editor.props.url')}
            kind="audio"
            value={props.url}
            onChange={(url) => onChange({ ...props, url })}
            testId="prop-music"
          />
          <Form.Item label={t('editor.props.volume')}>
            <Slider min={0} max={1} step={0.05} value={props.volume} onChange={(volume) => onChange({ ...props, volume })} />
          </Form.Item>
        </>
      );
  }
}

function JumpFields({
  props,
  nodes,
  onChange,
}: {
  props: Of<'jumpButton'>;
  nodes: readonly FlowNode[];
  onChange: (props: ComponentProps) => void;
}) {
  const { t } = useTranslation('aiask');
  const target = props.target;
  const first = nodes[0]?.id ?? 'start';
  return (
    <>
      <Form.Item {...required(t('editor.props.text'), props.text, t('editor.props.required'))}>
        <Input
          value={props.text}
          maxLength={100}
          onChange={(event) => onChange({ ...props, text: event.target.value })}
          data-testid="prop-text"
        />
      </Form.Item>
      <Form.Item label={t('editor.props.target')}>
        <Segmented
          value={target.kind}
          options={[
            { value: 'url', label: t('editor.props.targetUrl') },
            { value: 'node', label: t('editor.props.targetNode') },
          ]}
          onChange={(kind) => onChange({ ...props, target: kind === 'url' ? { kind, url: '' } : { kind: 'node', nodeId: first } })}
        />
      </Form.Item>
      {target.kind === 'url' ? (
        <Form.Item {...required(t('editor.props.url'), target.url, t('editor.props.required'))}>
          <Input
            value={target.url}
            maxLength={2000}
            onChange={(event) => onChange({ ...props, target: { kind: 'url', url: event.target.value.trim() } })}
            data-testid="prop-target-url"
          />
        </Form.Item>
      ) : (
        <Form.Item label={t('editor.props.targetNode')}>
          <Select
            value={target.nodeId}
            options={nodes.map((node) => ({ value: node.id, label: node.name }))}
            onChange={(nodeId: string) => onChange({ ...props, target: { kind: 'node', nodeId } })}
          />
        </Form.Item>
      )}
      <ColourField
        label={t('editor.props.textColor')}
        value={props.textColor}
        onChange={(textColor) => onChange({ ...props, textColor })}
        testId="prop-text-color"
      />
      <ColourField
        label={t('editor.props.background')}
        value={props.background}
        onChange={(background) => onChange({ ...props, background })}
        testId="prop-background"
      />
    </>
  );
}
