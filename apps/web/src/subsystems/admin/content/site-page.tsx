import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Divider, Form, Input, Row, Skeleton, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTENT_ADMIN_LIMITS, siteContent } from '@scf/shared/schemas/content-admin';
import type { SiteContentInput } from '@scf/shared/schemas/content-admin';
import { ApiError } from '@/lib/request';
import { apiErrorText } from '@/lib/form';
import { useFeedback } from '@/lib/feedback';
import { useSaveSite, useSite } from './api/content-api';
import { useContentRights } from './components/content-moves';
import { ImageUpload } from './components/image-upload';
import { RichTextField } from './components/rich-text-field';
import { namePath, zodPathRule } from './lib/zod-path-rule';
import styles from './components/content.module.css';

type Path = (string | number)[];

/** The fields the server's refusal names, as the form's name paths. */
function refusedFields(error: unknown): { name: Path; errors: string[] }[] {
  if (!(error instanceof ApiError)) return [];
  const data = error.data as { errors?: { field?: unknown; message?: unknown }[] } | null;
  return (data?.errors ?? []).flatMap((e) =>
    typeof e.field === 'string' && typeof e.message === 'string'
      ? [{ name: namePath(e.field), errors: [e.message] }]
      : [],
  );
}

/**
 * /admin/content/site: the about text (rich) and its picture, the footer (contact, service hours,
 * copyright, ICP number, QR codes) and the page configuration (platform name, the header, login and
 * footer logos, service phone), read and saved as a whole. The portal shows the change at once.
 */
export function SitePage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<SiteContentInput>();
  const site = useSite();
  const save = useSaveSite();
  const can = useContentRights();
  const ts = (key: string) => t(`admin.content.site.${key}`);
  const rule = (...path: Path) => zodPathRule(siteContent, path, t);

  useEffect(() => {
    if (site.data) form.setFieldsValue(site.data as SiteContentInput);
  }, [site.data, form]);

  const submit = async () => {
    let values: SiteContentInput;
    try {
      values = await form.validateFields();
    } catch {
      void message.error(ts('invalid'));
      return;
    }
    try {
      await save.mutateAsync(values);
      void message.success(ts('saved'));
    } catch (error) {
      const named = refusedFields(error);
      if (named.length > 0) form.setFields(named);
      void message.error(apiErrorText(error, t));
    }
  };

  const item = (
    path: Path,
    label: string,
    input: ReactNode,
    options: { required?: boolean; extra?: string } = {},
  ) => (
    <Form.Item
      name={path}
      label={label}
      rules={[rule(...path)]}
      required={options.required}
      extra={options.extra}
    >
      {input}
    </Form.Item>
  );
  const half = { xs: 24, md: 12 };
  const third = { xs: 24, md: 8 };
  const saveButton = can.edit ? (
    <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
      {ts('save')}
    </Button>
  ) : null;

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('app.routes.contentSite')}
        </Typography.Title>
      }
      extra={saveButton}
    >
      {site.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : site.isError ? (
        <Alert type="error" showIcon title={apiErrorText(site.error, t)} />
      ) : (
        <Form form={form} layout="vertical" disabled={!can.edit} className={styles.sitePage}>
          <section aria-labelledby="site-about">
            <Divider titlePlacement="start">
              <span id="site-about">{ts('about')}</span>
            </Divider>
            <Row gutter={16}>
              <Col xs={24} md={16}>
                {item(['about', 'articleName'], ts('aboutName'), <Input maxLength={100} showCount />, {
                  required: true,
                })}
              </Col>
              <Col xs={24} md={8}>
                {item(['about', 'logoImageUrl'], ts('aboutLogo'), <ImageUpload label={ts('aboutLogo')} />)}
              </Col>
            </Row>
            {item(['about', 'content'], ts('aboutContent'), <RichTextField label={ts('aboutContent')} />, {
              required: true,
            })}
          </section>

          <section aria-labelledby="site-footer">
            <Divider titlePlacement="start">
              <span id="site-footer">{ts('footer')}</span>
            </Divider>
            <Row gutter={16}>
              <Col {...half}>
                {item(['footer', 'platformName'], ts('footerPlatformName'), <Input maxLength={50} />, {
                  required: true,
                })}
              </Col>
              <Col {...half}>
                {item(['footer', 'operatorName'], ts('operatorName'), <Input maxLength={200} />)}
              </Col>
              <Col xs={24}>{item(['footer', 'address'], ts('address'), <Input maxLength={200} />)}</Col>
              <Col {...half}>
                {item(['footer', 'servicePhone'], ts('servicePhone'), <Input maxLength={20} />)}
              </Col>
              <Col {...half}>
                {item(['footer', 'serviceEmail'], ts('serviceEmail'), <Input type="email" maxLength={100} />)}
              </Col>
              <Col {...half}>
                <Form.Item label={ts('serviceHours')} required>
                  <Space.Compact block>
                    <Form.Item
                      name={['footer', 'serviceHours', 'open']}
                      noStyle
                      rules={[rule('footer', 'serviceHours', 'open')]}
                    >
                      <Input
                        aria-label={`${ts('serviceHours')} · ${ts('open')}`}
                        placeholder="8:30"
                        maxLength={5}
                      />
                    </Form.Item>
                    <Form.Item
                      name={['footer', 'serviceHours', 'close']}
                      noStyle
                      dependencies={[['footer', 'serviceHours', 'open']]}
                      rules={[rule('footer', 'serviceHours', 'close')]}
                    >
                      <Input
                        aria-label={`${ts('serviceHours')} · ${ts('close')}`}
                        placeholder="18:00"
                        maxLength={5}
                      />
                    </Form.Item>
                  </Space.Compact>
                </Form.Item>
              </Col>
              <Col {...half}>{item(['footer', 'copyright'], ts('copyright'), <Input maxLength={200} />)}</Col>
              <Col {...half}>{item(['footer', 'icpNo'], ts('icpNo'), <Input maxLength={50} />)}</Col>
              <Col {...half}>
                {item(['footer', 'icpUrl'], ts('icpUrl'), <Input placeholder="https://" maxLength={500} />)}
              </Col>
            </Row>
            <Form.Item label={ts('qrCodes')} required={false}>
              <Form.List name={['footer', 'qrCodes']}>
                {(fields, { add, remove }) => (
                  <div className={styles.qrRow}>
                    {fields.map((field) => (
                      <Card key={field.key} size="small">
                        <Form.Item
                          name={[field.name, 'name']}
                          label={ts('qrName')}
                          required
                          rules={[rule('footer', 'qrCodes', field.name, 'name')]}
                        >
                          <Input maxLength={50} />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'imageUrl']}
                          label={ts('qrImage')}
                          required
                          rules={[rule('footer', 'qrCodes', field.name, 'imageUrl')]}
                        >
                          <ImageUpload label={ts('qrImage')} />
                        </Form.Item>
                        <Button
                          danger
                          size="small"
                          icon={<DeleteOutlined />}
                          onClick={() => remove(field.name)}
                        >
                          {ts('removeQr')}
                        </Button>
                      </Card>
                    ))}
                    {fields.length < CONTENT_ADMIN_LIMITS.qrCodes ? (
                      <Button icon={<PlusOutlined />} onClick={() => add({ name: '' })}>
                        {ts('addQr')}
                      </Button>
                    ) : null}
                  </div>
                )}
              </Form.List>
            </Form.Item>
          </section>

          <section aria-labelledby="site-page-config">
            <Divider titlePlacement="start">
              <span id="site-page-config">{ts('pageConfig')}</span>
            </Divider>
            <Row gutter={16}>
              <Col {...half}>
                {item(['pageConfig', 'platformName'], ts('platformName'), <Input maxLength={50} />, {
                  required: true,
                })}
              </Col>
              <Col {...half}>
                {item(['pageConfig', 'servicePhone'], ts('configPhone'), <Input maxLength={20} />)}
              </Col>
              <Col {...third}>
                {item(
                  ['pageConfig', 'headerLogoUrl'],
                  ts('headerLogo'),
                  <ImageUpload label={ts('headerLogo')} />,
                )}
              </Col>
              <Col {...third}>
                {item(
                  ['pageConfig', 'loginLogoUrl'],
                  ts('loginLogo'),
                  <ImageUpload label={ts('loginLogo')} />,
                )}
              </Col>
              <Col {...third}>
                {item(
                  ['pageConfig', 'footerLogoUrl'],
                  ts('footerLogo'),
                  <ImageUpload label={ts('footerLogo')} />,
                )}
              </Col>
            </Row>
          </section>
          {saveButton ? <div className={styles.siteActions}>{saveButton}</div> : null}
        </Form>
      )}
    </Card>
  );
}
