import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { formatYuan, yuanToFen } from '@scf/shared/money';
import { FINANCING_LIMITS } from '@scf/shared/schemas/financing';
import {
  LOAN_TYPE_LIMITS,
  LOAN_TYPE_PAGES,
  collateralFen,
  loanTypeIssues,
} from '@scf/shared/schemas/financing-loan-type';
import type { LoanTypeWithPage } from '@scf/shared/schemas/financing-loan-type';
import type { ProductDetail } from '@scf/shared/schemas/product';
import { apiErrorText, issueText, zodFieldRule, zodRule } from '@/lib/form';
import { paths } from '@/lib/paths';
import { useFeedback } from '@/lib/feedback';
import { useDocumentConf } from '../api/apply-api';
import { ApplicationTail } from '../components/application-tail';
import { DateText } from '../components/date-text';
import styles from '../components/apply.module.css';
import { fieldOfIssue, issueRule } from '../lib/issue-rule';

/** One column of a collateral row: its field, and how it is typed. */
export interface ColumnSpec {
  name: string;
  kind: 'text' | 'amount' | 'decimal' | 'pastDate' | 'futureDate';
  maxLength?: number;
}

type RowSchema = z.ZodObject<z.ZodRawShape>;
type RequestSchema = z.ZodObject<z.ZodRawShape>;

/** The page's submission: its mutation, with the request typed by the page. */
export interface LoanTypeSubmit {
  mutate: (
    body: Record<string, unknown>,
    options: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

export interface LoanTypeSpec {
  loanType: LoanTypeWithPage;
  /** The request's schema and its row schema (the form's rules). */
  schema: RequestSchema;
  rowSchema: RowSchema;
  columns: readonly ColumnSpec[];
  /** The texts' key under apply.loanType (waybill, receivable, receipt). */
  texts: 'waybill' | 'receivable' | 'receipt';
}

type Values = Record<string, unknown> & {
  incomingAmount?: string;
  incomingDuration?: string;
};

/**
 * A loan type's application (business.md section 1: LOGMIS, SCBC and WMS have their own pages): the
 * collateral rows (waybills, receivables or warehouse receipts) with their own rules, the amount no
 * more than they are worth and within the product's range, the term, the purpose, the product's
 * documents and its agreements. The same schema and rules run on the server.
 */
export function LoanTypeForm({
  product,
  spec,
  submit,
}: {
  product: ProductDetail;
  spec: LoanTypeSpec;
  submit: LoanTypeSubmit;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const documents = useDocumentConf(product.productCode);
  const page = LOAN_TYPE_PAGES[spec.loanType];
  const list = page.list;
  const rows = (Form.useWatch(list, form) as Record<string, unknown>[] | undefined) ?? [];
  const total = collateralFen(rows, page.value);
  const text = (key: string, options?: Record<string, unknown>) =>
    t(`apply.loanType.${spec.texts}.${key}`, options);

  const issuesOf = (values: Record<string, unknown>) =>
    loanTypeIssues(
      {
        incomingAmount: values.incomingAmount as string | undefined,
        incomingDuration: values.incomingDuration as string | undefined,
        rows: values[list] as unknown[] | undefined,
        documentList: values.documentList as never,
        agreementChecked: values.agreementChecked as boolean | undefined,
      },
      {
        loanType: spec.loanType,
        loanAmountMinFen: product.loanAmountMin ? yuanToFen(product.loanAmountMin) : null,
        loanAmountMaxFen: product.loanAmountMax === null ? null : yuanToFen(product.loanAmountMax),
        loanPeriodMin: product.loanPeriodMin,
        loanPeriodMax: product.loanPeriodMax,
        documents: documents.data ?? [],
        agreementRequired: product.agreementArticalList.length > 0,
      },
    );
  const limit = (path: string) => issueRule(issuesOf, path, t);
  const field = (name: string) => zodFieldRule(spec.schema, name, t);

  /** The rows' own list rules: at least one, at most 50, no key twice. */
  const listRule = {
    validator: async () => {
      const values = form.getFieldsValue(true) as Values;
      const result = spec.schema.safeParse({ ...values, productId: product.id });
      const issue = result.error?.issues.find(
        (i) => i.path[0] === list && (i.path.length === 1 || i.code === 'custom'),
      );
      if (issue) throw new Error(issueText(issue.message, t));
    },
  };

  const confirm = async () => {
    try {
      await form.validateFields({ recursive: true });
    } catch {
      void message.error(t('apply.loanType.fix'));
      return;
    }
    const values = form.getFieldsValue(true) as Values;
    const [first] = issuesOf(values);
    if (first) {
      void message.error(issueText(first.message, t, first.params));
      form.scrollToField(fieldOfIssue(first.path));
      return;
    }
    submit.mutate(
      { ...values, productId: product.id },
      {
        onSuccess: () => {
          void message.success(t('apply.page.success'));
          form.resetFields();
          void navigate(`${paths.productDetail}?id=${product.id}`);
        },
        onError: (error) => void message.error(apiErrorText(error, t)),
      },
    );
  };

  const input = (column: ColumnSpec) => {
    switch (column.kind) {
      case 'amount':
        return <Input inputMode="decimal" maxLength={17} suffix={t('apply.page.yuan')} />;
      case 'decimal':
        return <Input inputMode="decimal" maxLength={16} />;
      case 'pastDate':
      case 'futureDate':
        return <DateText future={column.kind === 'futureDate'} />;
      default:
        return <Input maxLength={column.maxLength} />;
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ [list]: [{}], documentList: [], agreementChecked: false }}
    >
      <h3 className={styles.section}>{text('rows')}</h3>
      <Form.List name={list} rules={[listRule]}>
        {(items, { add, remove }, { errors }) => (
          <div className={styles.rows}>
            {items.map((item, index) => (
              <Card
                key={item.key}
                size="small"
                className={styles.rowCard}
                title={text('row', { n: index + 1 })}
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={items.length === 1}
                    onClick={() => remove(item.name)}
                    aria-label={text('remove', { n: index + 1 })}
                  />
                }
              >
                <Row gutter={12}>
                  {spec.columns.map((column) => (
                    <Col key={column.name} xs={24} sm={12} md={8}>
                      <Form.Item
                        name={[item.name, column.name]}
                        label={text(`fields.${column.name}`)}
                        required
                        rules={[zodRule(spec.rowSchema.shape[column.name] as z.ZodType, t)]}
                      >
                        {input(column)}
                      </Form.Item>
                    </Col>
                  ))}
                </Row>
              </Card>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={items.length >= LOAN_TYPE_LIMITS.rows}
              onClick={() => add({})}
            >
              {text('add')}
            </Button>
            <Form.ErrorList errors={errors} />
            <Typography.Text>
              {text('total', { value: formatYuan(total, i18n.language), count: items.length })}
            </Typography.Text>
          </div>
        )}
      </Form.List>

      <h3 className={styles.section}>{t('apply.page.financing')}</h3>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="incomingAmount"
            label={t('apply.page.amount')}
            required
            rules={[field('incomingAmount'), limit('incomingAmount')]}
            dependencies={[list]}
          >
            <Input inputMode="decimal" maxLength={17} suffix={t('apply.page.yuan')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="incomingDuration"
            label={t('apply.page.termMonths')}
            required
            rules={[field('incomingDuration'), limit('incomingDuration')]}
            extra={t('apply.loanType.termRange', {
              min: product.loanPeriodMin ?? FINANCING_LIMITS.periodMin,
              max: product.loanPeriodMax ?? FINANCING_LIMITS.periodMax,
            })}
          >
            <Input inputMode="numeric" maxLength={3} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="memo" label={t('apply.page.purpose')} rules={[field('memo')]}>
            <Input.TextArea rows={3} maxLength={FINANCING_LIMITS.purpose} showCount />
          </Form.Item>
        </Col>
      </Row>

      <ApplicationTail
        product={product}
        documents={documents.data ?? []}
        rule={limit}
        pending={submit.isPending}
        onConfirm={() => void confirm()}
      />
    </Form>
  );
}
