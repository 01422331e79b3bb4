import type { Meta, StoryObj } from '@storybook/react';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageUpload, type ImageUploadProps } from './image-upload';
import { demoUpload, demoVenueImages } from './story-data/demo-images';
import { DEMO_NS } from './story-data/demo-texts';

/** The field in a form, its images kept in state as Form.Item would keep them. */
function VenueImagesField(props: ImageUploadProps) {
  const { t } = useTranslation(DEMO_NS);
  const [files, setFiles] = useState(props.value ?? []);
  return (
    <Form layout="vertical">
      <Form.Item label={t('venueImages.label')} htmlFor="venue-images">
        <ImageUpload
          {...props}
          id="venue-images"
          label={t('venueImages.label')}
          value={files}
          onChange={(next) => {
            props.onChange?.(next);
            setFiles(next);
          }}
        />
      </Form.Item>
    </Form>
  );
}

const meta = {
  title: 'UI/ImageUpload',
  component: ImageUpload,
  render: (args) => <VenueImagesField {...args} />,
  args: {
    value: [],
    onChange: fn(),
    max: 6,
    upload: demoUpload(),
    label: '',
  },
  argTypes: {
    value: { control: false },
    upload: { control: false },
    label: { control: false },
  },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No images yet; "add image" opens the file picker, the upload takes a moment. */
export const Empty: Story = {};

/** A venue with three pictures; each has a remove button reachable with Tab. */
export const WithImages: Story = {
  args: { value: demoVenueImages },
};

/** A single profile picture that is already there: no room for another until it is removed. */
export const AtMax: Story = {
  args: { value: demoVenueImages.slice(0, 1), max: 1 },
};

/** A PDF chosen by mistake is turned away in the browser, and the reason shows under the field. */
export const RejectedFile: Story = {
  args: { value: demoVenueImages.slice(0, 1), upload: fn(demoUpload()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // `accept` keeps a PDF out of the picker, but "all files" or a drop lets it through.
    await userEvent.upload(canvas.getByLabelText(/Bilder på anläggningen|Pictures of the venue/, { selector: 'input' }), new File(['%PDF-1.7'], 'avtal.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent('avtal.pdf');
    await expect(args.upload).not.toHaveBeenCalled();
  },
};
