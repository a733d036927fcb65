import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Col,
  Divider,
  Drawer,
  Form,
  Grid,
  Input,
  Row,
  Select,
  Skeleton,
  Space,
  Upload,
} from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { MinusCircleOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FINANCE_TYPES, PRODUCT_APPLY_METHODS } from '@scf/shared/schemas/product';
import {
  productAgreementInput,
  productDocumentInput,
  productForm,
  repayTypeConfig,
} from '@scf/shared/schemas/product-release';
import type { ProductFormInput } from '@scf/shared/schemas/product-release';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS } from '@scf/shared/schemas/upload';
import type { AttachmentRef } from '@scf/shared/schemas/financing';
import { apiErrorText, zodFieldRule, zodRule } from '@/lib/form';
import { uploadFile } from '@/lib/request/upload-file';
import type { UploadedFile } from '@/lib/request/upload-file';
import { useFeedback } from '@/lib/feedback';
import { useDict, useProductDetail, useProductMutation } from '../api/product-api';
import { detailToForm } from '../lib/form-values';

type Field = keyof ProductFormInput;

/** Templates: documents uploaded with their progress; the value is the stored files. */
function TemplateUpload({
  value = [],
  onChange,
}: {
  value?: AttachmentRef[];
  onChange?: (v: AttachmentRef[]) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const done: UploadFile[] = value.map((a) => ({
    uid: a.filePath,
    name: a.fileName,
    status: 'done',
    url: a.filePath,
  }));
  const accept: readonly string[] = UPLOAD_ACCEPT.document;
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
    if (accept.includes(ext) && file.size <= UPLOAD_LIMITS.maxBytes) return true;
    void message.error(t('product.uploadRule'));
    return Upload.LIST_IGNORE;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    uploadFile(file as Blob, 'document', (percent) => onProgress?.({ percent }))
      .then((stored) => onSuccess?.(stored))
      .catch((error: unknown) => {
        void message.error(apiErrorText(error, t));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      });
  };
  const handleChange: UploadProps['onChange'] = ({ file, fileList }) => {
    setUploading(fileList.filter((f) => f.status === 'uploading'));
    if (file.status === 'done') {
      const stored = file.response as UploadedFile;
      onChange?.([...value, { fileName: file.name, filePath: stored.filePath }]);
    }
    if (file.status === 'removed') onChange?.(value.filter((a) => a.filePath !== file.url));
  };
  return (
    <Upload
      multiple
      accept={accept.map((e) => `.${e}`).join(',')}
      fileList={[...done, ...uploading]}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={handleChange}
    >
      <Button icon={<UploadOutlined />}>{t('product.form.chooseTemplates')}</Button>
    </Upload>
  );
}

const EMPTY: ProductFormInput = {
  productName: '',
  financeTypeCode: 'credit',
  loanType: 'FSP',
  loanPeriodMin: 1,
  rateStart: '',
  rateEnd: '',
  guarantTypeList: [],
  repayTypeList: [{ repayType: '', loanTermList: '', loanTermUnit: 'month' }],
  materialNameList: [],
  attachments: [],
  agreementArticalList: [],
  documentList: [],
  productApplyMethod: 'site',
};

/**
 * The product form in a drawer (issue 6, product release): every product field the spec lists,
 * grouped; each field checks the shared schema's rule, the server checks it again on save.
 * `id` edits an existing product (status 0 or 4), null writes a new one.
 */
export function ProductFormDrawer({
  open,
  id,
  onClose,
}: {
  open: boolean;
  id: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<ProductFormInput>();
  const detail = useProductDetail(open ? id : null);
  const guarants = useDict('/api/sys/get_guarant_type_dict_list');
  const repays = useDict('/api/sys/get_repay_type_dict_list');
  const loanTypes = useDict('/api/sys/get_loan_type_dict_list');
  const save = useProductMutation<ProductFormInput & { id?: string }>('/api/product/save');
  const method = Form.useWatch('productApplyMethod', form);
  const f = (key: string) => t(`product.form.${key}`);
  const rule = (field: Field) => zodFieldRule(productForm, field, t);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(id === null ? EMPTY : detail.data ? detailToForm(detail.data) : EMPTY);
  }, [open, id, detail.data, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    save.mutate(id === null ? values : { ...values, id }, {
      onSuccess: () => {
        void message.success(t('product.done.saved'));
        onClose();
      },
      onError: (error) => void message.error(apiErrorText(error, t)),
    });
  };

  const half = { xs: 24, md: 12 };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={screens.md ? 880 : '100%'}
      title={id === null ? t('product.release.formNew') : t('product.release.formEdit')}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('product.actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('product.actions.save')}
          </Button>
        </Space>
      }
    >
      {id !== null && detail.isPending ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" initialValues={EMPTY}>
          <Divider titlePlacement="start">{f('basics')}</Divider>
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="productName" label={f('productName')} required rules={[rule('productName')]}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="productApplyMethod"
                label={f('productApplyMethod')}
                rules={[rule('productApplyMethod')]}
              >
                <Select
                  options={PRODUCT_APPLY_METHODS.map((m) => ({
                    value: m,
                    label: t(`product.applyMethod.${m}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="financeTypeCode"
                label={f('financeTypeCode')}
                required
                rules={[rule('financeTypeCode')]}
              >
                <Select
                  options={FINANCE_TYPES.map((v) => ({ value: v, label: t(`product.financeType.${v}`) }))}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="loanType" label={f('loanType')} required rules={[rule('loanType')]}>
                <Select
                  options={(loanTypes.data?.rows ?? []).map((r) => ({ value: r.value, label: r.desc }))}
                />
              </Form.Item>
            </Col>
            {method && method !== 'site' ? (
              <Col span={24}>
                <Form.Item
                  name="outerProductUrl"
                  label={f('outerProductUrl')}
                  required
                  rules={[rule('outerProductUrl')]}
                >
                  <Input maxLength={300} placeholder="https://" />
                </Form.Item>
              </Col>
            ) : null}
            <Col span={24}>
              <Form.Item name="productDesc" label={f('productDesc')} rules={[rule('productDesc')]}>
                <Input.TextArea rows={2} maxLength={200} showCount />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">{f('amounts')}</Divider>
          <Row gutter={16}>
            {(
              [
                ['loanAmountMin', 11],
                ['loanAmountMax', 11],
                ['singleCreditLimit', 11],
                ['loanPeriodMin', 3],
                ['loanPeriodMax', 3],
                ['rateStart', 6],
                ['rateEnd', 6],
              ] as const
            ).map(([name, max]) => (
              <Col key={name} {...half}>
                <Form.Item
                  name={name}
                  label={f(name)}
                  required={name === 'loanPeriodMin' || name === 'rateStart' || name === 'rateEnd'}
                  rules={[rule(name)]}
                  dependencies={name === 'rateEnd' ? ['rateStart'] : undefined}
                >
                  <Input inputMode="decimal" maxLength={max} />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Divider titlePlacement="start">{f('repayment')}</Divider>
          <Form.Item
            name="guarantTypeList"
            label={f('guarantTypeList')}
            required
            rules={[rule('guarantTypeList')]}
          >
            <Checkbox.Group
              options={(guarants.data?.rows ?? []).map((g) => ({ value: g.value, label: g.desc }))}
            />
          </Form.Item>
          <Form.Item label={f('repayTypeList')} required>
            <Form.List name="repayTypeList">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline" wrap>
                      <Form.Item
                        name={[field.name, 'repayType']}
                        rules={[zodRule(repayTypeConfig.shape.repayType, t)]}
                      >
                        <Select
                          style={{ width: 200 }}
                          placeholder={f('repayType')}
                          aria-label={f('repayType')}
                          options={(repays.data?.rows ?? []).map((r) => ({ value: r.value, label: r.desc }))}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'loanTermList']}
                        rules={[zodRule(repayTypeConfig.shape.loanTermList, t)]}
                      >
                        <Input
                          style={{ width: 260 }}
                          placeholder={f('loanTermList')}
                          aria-label={f('loanTermList')}
                        />
                      </Form.Item>
                      {fields.length > 1 ? (
                        <Button
                          type="text"
                          icon={<MinusCircleOutlined />}
                          aria-label={t('product.actions.remove')}
                          onClick={() => remove(field.name)}
                        />
                      ) : null}
                    </Space>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ repayType: '', loanTermList: '', loanTermUnit: 'month' })}
                  >
                    {t('product.actions.add')}
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
          <Divider titlePlacement="start">{f('materials')}</Divider>
          <Form.Item name="materialNameList" label={f('materialNameList')} rules={[rule('materialNameList')]}>
            <Select
              mode="tags"
              open={false}
              tokenSeparators={[',', '，']}
              aria-label={f('materialNameList')}
            />
          </Form.Item>
          <Form.Item name="attachments" label={f('attachments')}>
            <TemplateUpload />
          </Form.Item>
          <Form.Item label={f('agreementArticalList')}>
            <Form.List name="agreementArticalList">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Row key={field.key} gutter={8} align="top">
                      <Col xs={24} md={7}>
                        <Form.Item
                          name={[field.name, 'articleName']}
                          rules={[zodRule(productAgreementInput.shape.articleName, t)]}
                        >
                          <Input placeholder={f('articleName')} aria-label={f('articleName')} />
                        </Form.Item>
                      </Col>
                      <Col xs={22} md={16}>
                        <Form.Item
                          name={[field.name, 'articleText']}
                          rules={[zodRule(productAgreementInput.shape.articleText, t)]}
                        >
                          <Input.TextArea
                            rows={2}
                            placeholder={f('articleText')}
                            aria-label={f('articleText')}
                          />
                        </Form.Item>
                      </Col>
                      <Col xs={2} md={1}>
                        <Button
                          type="text"
                          icon={<MinusCircleOutlined />}
                          aria-label={t('product.actions.remove')}
                          onClick={() => remove(field.name)}
                        />
                      </Col>
                    </Row>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ articleName: '', articleText: '' })}
                  >
                    {t('product.actions.add')}
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
          <Form.Item label={f('documentList')}>
            <Form.List name="documentList">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline" wrap>
                      <Form.Item
                        name={[field.name, 'documentCode']}
                        rules={[zodRule(productDocumentInput.shape.documentCode, t)]}
                      >
                        <Input
                          style={{ width: 180 }}
                          placeholder={f('documentCode')}
                          aria-label={f('documentCode')}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'documentName']}
                        rules={[zodRule(productDocumentInput.shape.documentName, t)]}
                      >
                        <Input
                          style={{ width: 200 }}
                          placeholder={f('documentName')}
                          aria-label={f('documentName')}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'documentFileType']}
                        rules={[zodRule(productDocumentInput.shape.documentFileType, t)]}
                      >
                        <Input
                          style={{ width: 180 }}
                          placeholder="pdf,jpg"
                          aria-label={f('documentFileType')}
                        />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('product.actions.remove')}
                        onClick={() => remove(field.name)}
                      />
                    </Space>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ documentCode: '', documentName: '', documentFileType: 'pdf' })}
                  >
                    {t('product.actions.add')}
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
          <Divider titlePlacement="start">{f('texts')}</Divider>
          {(['introduce', 'customer', 'feature', 'applyCondition'] as const).map((name) => (
            <Form.Item key={name} name={name} label={f(name)} rules={[rule(name)]}>
              <Input.TextArea rows={3} maxLength={2000} showCount />
            </Form.Item>
          ))}
        </Form>
      )}
    </Drawer>
  );
}
